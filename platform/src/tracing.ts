/**
 * The platform's traces (OpenTelemetry, OTLP over HTTP; docs/operations.md): one server span per request,
 * a child of the caller's span when the request carries a W3C `traceparent` (the front end sends it with
 * every platform call), so a reader's request is one trace from the front end's proxy to here. Off unless
 * an OTLP endpoint is configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: settings.ts).
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface PlatformTracing {
  tracer: Tracer;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

/** A tracer exporting in batches to the configured OTLP endpoint (the exporter reads OTEL_* itself). */
export function startTracing(env: NodeJS.ProcessEnv = process.env): PlatformTracing {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'platform' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  return { tracer: provider.getTracer('platform'), shutdown: () => provider.shutdown() };
}

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (headers: FastifyRequest['headers']) => Object.keys(headers),
  get: (headers: FastifyRequest['headers'], key: string) => headers[key],
};

/** Opens a span on each request of `app` and closes it with the answer's status. */
export function traceRequests(app: FastifyInstance, tracer: Tracer): void {
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, headerGetter);
    const route = request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        // the route as registered, never the path: ids, phones and codes travel in paths and queries
        attributes: { 'http.request.method': request.method, 'http.route': route, 'request.id': request.id },
      },
      parent,
    );
    spans.set(request, span);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}
