/**
 * Structured logs of the front end (pino, one JSON line each on stdout): one per request, when its answer
 * is sent (method, path without the query, status, time, whether Next's cache answered), and one per
 * platform call that failed. Each request has an id: the one a trusted hop in front sent (x-request-id),
 * else a new one; the answer carries it and the platform calls made for it send it, so the platform's own
 * lines name it too. No query, header, cookie or body is logged: that is where phones and tokens travel.
 * docs/operations.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import pino from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may look like (anything else is replaced). */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export const log = pino({
  // LOG_LEVEL, else `info`; silent under jest, whose tests read the lines they need through spies
  level: process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? 'silent' : 'info'),
  base: { service: 'web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

interface RequestContext {
  id: string;
  started: number;
}

const STORE = Symbol.for('newsfront.requestContext');
/** One store for the process: the instrumentation hook fills it, the pages' and the proxy's bundles read it. */
const store: AsyncLocalStorage<RequestContext> = ((globalThis as { [STORE]?: AsyncLocalStorage<RequestContext> })[
  STORE
] ??= new AsyncLocalStorage());

/** The id of the request being served, where there is one. */
export function currentRequestId(): string | undefined {
  return store.getStore()?.id;
}

/** The request's id: the one sent from in front when it looks like one, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The path of a request's URL without its query (which may hold codes and tokens). */
export function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0]!.slice(0, 300);
}

const WATCHING = Symbol.for('newsfront.watchingRequests');

const UNWATCHED = Symbol.for('newsfront.unwatchedServers');
/** Servers of this process whose requests are neither logged nor counted (the metrics port's). */
const unwatched: WeakSet<Server> = ((globalThis as { [UNWATCHED]?: WeakSet<Server> })[UNWATCHED] ??= new WeakSet());

/** Leaves a server of the process's own (the metrics port) out of the request log and the request metrics. */
export function leaveUnwatched(server: Server): void {
  unwatched.add(server);
}

/**
 * Watches every request of this process's HTTP server through Node's diagnostics channels (Next's server is
 * Node's, left as it is): gives each its id and context, and logs its line when the answer is sent.
 */
export interface Answered {
  path: string;
  status: number;
  seconds: number;
  /** What Next's page cache answered (x-nextjs-cache), when it did. */
  cache: unknown;
}

export function watchRequests(onAnswered?: (answered: Answered) => void): void {
  const holder = globalThis as { [WATCHING]?: boolean };
  if (holder[WATCHING]) return;
  holder[WATCHING] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response, server } = message as {
      request: IncomingMessage;
      response: ServerResponse;
      server: Server;
    };
    if (unwatched.has(server)) return;
    const context = { id: requestIdOf(request.headers[REQUEST_ID_HEADER]), started: performance.now() };
    response.setHeader(REQUEST_ID_HEADER, context.id);
    // the request's handlers run on from here: what they start carries this context
    store.enterWith(context);
    response.once('finish', () => {
      const answered = {
        path: pathOf(request.url),
        status: response.statusCode,
        seconds: (performance.now() - context.started) / 1000,
        cache: response.getHeader('x-nextjs-cache'),
      };
      log.info({
        msg: 'request',
        requestId: context.id,
        method: request.method,
        path: answered.path,
        status: answered.status,
        ms: Math.round(answered.seconds * 1000),
        cache: answered.cache,
      });
      onAnswered?.(answered);
    });
  });
}
