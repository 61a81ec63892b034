// @ts-check
/**
 * A local OTLP/HTTP receiver of traces in JSON (OTEL_EXPORTER_OTLP_PROTOCOL=http/json): what a collector
 * would take, kept in memory. The cluster tests read a request's spans back from it; `bench:cluster`
 * sends its traced run's spans here, as to a collector that costs nothing.
 */
import http from 'node:http';

/**
 * @typedef {object} ReceivedSpan
 * @property {string} service the resource's service.name
 * @property {string} traceId
 * @property {string} spanId
 * @property {string} [parentSpanId]
 * @property {string} name
 * @property {number} kind OTLP's: 1 internal, 2 server, 3 client
 * @property {Record<string, unknown>} attributes
 */

/** @param {Array<{ key: string, value: Record<string, unknown> }> | undefined} list */
function attributesOf(list) {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, Object.values(value)[0]]));
}

/**
 * Starts the receiver on `port` (a free one when 0); its address, its spans so far, and a stop. With
 * `keep: false` it takes the batches without reading them (the bench: a collector elsewhere costs this
 * machine nothing), counting their bytes.
 */
export async function startOtlpReceiver({ port = 0, keep = true } = {}) {
  /** @type {ReceivedSpan[]} */
  const spans = [];
  const received = { batches: 0, bytes: 0 };
  const server = http.createServer((request, response) => {
    const chunks = /** @type {Buffer[]} */ ([]);
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') return void response.writeHead(404).end();
      received.batches += 1;
      received.bytes += chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      if (!keep) return void response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
          const service = String(attributesOf(resource?.attributes)['service.name'] ?? '');
          for (const { spans: list } of scopeSpans ?? [])
            for (const span of list ?? [])
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                kind: span.kind,
                attributes: attributesOf(span.attributes),
              });
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT names (the exporters add /v1/traces). */
    endpoint: `http://127.0.0.1:${address.port}`,
    spans,
    received,
    /** The spans of one trace received so far. */
    trace: (/** @type {string} */ traceId) => spans.filter((span) => span.traceId === traceId),
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
