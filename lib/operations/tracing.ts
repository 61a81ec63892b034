/**
 * Traces (OpenTelemetry, docs/operations.md). Next traces its own work (the proxy, the render, its fetches)
 * once an SDK is registered, which instrumentation.ts does (@vercel/otel) when an OTLP endpoint is
 * configured. Here: a client span per platform call, named by the call, and the W3C trace context sent
 * with it, so that the platform's spans join the reader's trace. Without an SDK both cost nothing.
 */
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** Whether an OTLP endpoint is configured: tracing is off without one. */
export function tracingConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

const tracer = trace.getTracer('web');

/** Runs one platform call in a client span named by the call (platform/API.md); failures mark it. */
export function inPlatformCallSpan<T>(call: string, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(
    `platform ${call}`,
    { kind: SpanKind.CLIENT, attributes: { 'platform.call': call } },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** The headers that carry the current trace to the platform (`traceparent`); none when not tracing. */
export function traceContextHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}
