/**
 * The platform's metrics in Prometheus' format (prom-client), on a port of its own
 * (PLATFORM_METRICS_PORT; off without it): requests by route and status with their time, the open
 * websocket clients and the pushes sent, and Node's own.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface PlatformMetrics {
  registry: Registry;
  pushes: Counter<'type'>;
}

/** The metrics of one server: its requests (a hook on `app`) and its sockets (`openSockets`, read when scraped). */
export function platformMetrics(app: FastifyInstance, openSockets: () => number): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'platform_requests_total',
    help: 'Requests answered, by route (as registered) and status',
    labelNames: ['route', 'status'],
    registers,
  });
  const seconds = new Histogram({
    name: 'platform_request_duration_seconds',
    help: 'Time from a request to its answer, by route',
    labelNames: ['route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  new Gauge({
    name: 'platform_websocket_clients',
    help: 'Open websocket clients (live pushes)',
    registers,
    collect() {
      this.set(openSockets());
    },
  });
  const pushes = new Counter({
    name: 'platform_websocket_pushes_total',
    help: 'Push messages sent to websocket clients, by type',
    labelNames: ['type'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, status: String(reply.statusCode) });
    seconds.observe({ route }, reply.elapsedTime / 1000);
  });
  return { registry, pushes };
}

/** Serves GET /metrics of `registry` on `port` (127.0.0.1 unless `host`); the server, to close. */
export function serveMetrics(registry: Registry, port: number, host = '127.0.0.1'): http.Server {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') return void response.writeHead(404).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  server.listen(port, host);
  return server;
}
