/** The platform's request spans: joined to the caller's trace by its traceparent, named by the route. */
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import Fastify from 'fastify';
import { traceRequests } from './tracing';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const app = Fastify();
traceRequests(app, provider.getTracer('test'));
app.get('/items/:id', async () => ({ ok: true }));
app.get('/broken', async (_request, reply) => reply.code(503).send({ ok: false }));

beforeEach(() => exporter.reset());
afterAll(() => app.close());

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = '00f067aa0ba902b7';

it("opens a server span per request, a child of the caller's span, named by the route and not the path", async () => {
  const answer = await app.inject({
    method: 'GET',
    url: '/items/13800138000?token=secret',
    headers: { traceparent: `00-${TRACE}-${CALLER}-01`, 'x-request-id': 'web-abcdefgh' },
  });
  expect(answer.statusCode).toBe(200);
  const [span] = exporter.getFinishedSpans();
  expect(span).toMatchObject({ name: 'GET /items/:id', kind: SpanKind.SERVER });
  expect(span!.spanContext().traceId).toBe(TRACE);
  expect(span!.parentSpanContext?.spanId).toBe(CALLER);
  expect(span!.attributes).toMatchObject({ 'http.route': '/items/:id', 'http.response.status_code': 200 });
  expect(JSON.stringify(span!.attributes)).not.toMatch(/13800138000|secret/);
});

it('starts a trace of its own without a traceparent, and marks an answer of 5xx as an error', async () => {
  await app.inject({ method: 'GET', url: '/broken' });
  const [span] = exporter.getFinishedSpans();
  expect(span!.parentSpanContext).toBeUndefined();
  expect(span!.status.code).toBe(SpanStatusCode.ERROR);
  expect(span!.attributes['http.response.status_code']).toBe(503);
});
