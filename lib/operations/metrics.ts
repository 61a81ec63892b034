/**
 * The front end's metrics in Prometheus' format (prom-client), served on a port of their own
 * (METRICS_PORT; off without it), never through the edge: requests by screen and status with their
 * time, what Next's page cache answered (a render, a hit), platform calls by call name with their time
 * and outcome, and Node's own. docs/operations.md.
 */
import http from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { parseAppPath } from '../routing/routes';
import { leaveUnwatched } from './requestLog';

interface Metrics {
  registry: Registry;
  requests: Counter<'screen' | 'status'>;
  requestSeconds: Histogram<'screen'>;
  pageCache: Counter<'screen' | 'result'>;
  platformCalls: Counter<'call' | 'outcome'>;
  platformSeconds: Histogram<'call'>;
}

const METRICS = Symbol.for('newsfront.metrics');

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'web_requests_total',
      help: 'Requests answered, by screen (the spec route, or next, api, asset, other) and status',
      labelNames: ['screen', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'web_request_duration_seconds',
      help: 'Time from a request to its answer, by screen',
      labelNames: ['screen'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'web_page_cache_total',
      help: "What Next's page cache answered for a page: hit, stale (served, made again behind) or miss (rendered)",
      labelNames: ['screen', 'result'],
      registers,
    }),
    platformCalls: new Counter({
      name: 'web_platform_calls_total',
      help: 'Platform calls by call name and outcome (ok, or the failure: status, http, timeout, network, cancel)',
      labelNames: ['call', 'outcome'],
      registers,
    }),
    platformSeconds: new Histogram({
      name: 'web_platform_call_duration_seconds',
      help: 'Time of a platform call, by call name',
      labelNames: ['call'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
  };
}

/** The process's metrics (one set: the instrumentation hook, the proxy and the pages are bundled apart). */
export function metrics(): Metrics {
  const holder = globalThis as { [METRICS]?: Metrics };
  return (holder[METRICS] ??= create());
}

/** The screen a request's path is (its spec route), or what else it is. */
export function screenOf(path: string, basePath = process.env.BASE_PATH ?? ''): string {
  const local = basePath && path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path;
  if (local.startsWith('/_next/')) return 'next';
  if (local.startsWith('/api/')) return 'api';
  const match = local === '/' ? { route: 'home' } : parseAppPath(local, new URLSearchParams());
  if (match) return match.route;
  return /\.[a-z0-9]+$/i.test(local) ? 'asset' : 'other';
}

/** Counts one answered request. */
export function countRequest(path: string, status: number, seconds: number, cache: unknown): void {
  const { requests, requestSeconds, pageCache } = metrics();
  const screen = screenOf(path);
  requests.inc({ screen, status: String(status) });
  requestSeconds.observe({ screen }, seconds);
  if (typeof cache === 'string') pageCache.inc({ screen, result: cache.toLowerCase() });
}

/** Counts one platform call. */
export function countPlatformCall(call: string, outcome: string, seconds: number): void {
  const { platformCalls, platformSeconds } = metrics();
  platformCalls.inc({ call, outcome });
  platformSeconds.observe({ call }, seconds);
}

const SERVING = Symbol.for('newsfront.metricsServer');

/** Serves GET /metrics on METRICS_PORT (METRICS_HOST, 127.0.0.1 by default), when it is set. */
export function serveMetrics(env: Record<string, string | undefined> = process.env): void {
  const port = Number(env.METRICS_PORT);
  const holder = globalThis as { [SERVING]?: http.Server };
  if (!port || holder[SERVING]) return;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') return void response.writeHead(404).end();
    const { registry } = metrics();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  // a scrape is no reader's request: not logged, not counted
  leaveUnwatched(server);
  server.listen(port, env.METRICS_HOST || '127.0.0.1');
  // a metrics port is never what keeps the process up
  server.unref();
  holder[SERVING] = server;
}
