/**
 * @jest-environment node
 */
/** A platform call's span and the trace context it sends, once an SDK is registered (as @vercel/otel does). */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { inPlatformCallSpan, traceContextHeaders, tracingConfigured } from './tracing';

const exporter = new InMemorySpanExporter();
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());
trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
beforeEach(() => exporter.reset());

it('is off unless an OTLP endpoint is configured', () => {
  expect(tracingConfigured({})).toBe(false);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
});

it('runs a platform call in a client span of the render and sends that span as the parent', async () => {
  const sent = await trace.getTracer('test').startActiveSpan('render', async (render) => {
    const headers = await inPlatformCallSpan('getArticleContent', async () => traceContextHeaders());
    render.end();
    return headers;
  });
  const call = exporter.getFinishedSpans().find((span) => span.name === 'platform getArticleContent')!;
  expect(call.kind).toBe(SpanKind.CLIENT);
  expect(call.attributes['platform.call']).toBe('getArticleContent');
  const render = exporter.getFinishedSpans().find((span) => span.name === 'render')!;
  expect(call.parentSpanContext?.spanId).toBe(render.spanContext().spanId);
  expect(sent.traceparent).toBe(`00-${call.spanContext().traceId}-${call.spanContext().spanId}-01`);
});

it('marks a failed call and passes its error on', async () => {
  await expect(
    inPlatformCallSpan('getColumns', async () => {
      throw new Error('time-out');
    }),
  ).rejects.toThrow('time-out');
  const [call] = exporter.getFinishedSpans();
  expect(call!.status).toEqual({ code: SpanStatusCode.ERROR, message: 'time-out' });
});
