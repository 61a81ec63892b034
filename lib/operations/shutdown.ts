/**
 * Graceful shutdown of an instance (docs/operations.md). Left to itself, `next start` stops listening the
 * moment SIGTERM comes; with NEXT_MANUAL_SIG_HANDLE set (Next's own switch: scripts/lib/processes.cjs and
 * the container set it) the signal is handled here instead. At once: readiness answers 503 naming
 * `shutdown`, and answers close their connection, so that a balancer polling readiness, or nginx on its
 * next connection, sends readers elsewhere. After SHUTDOWN_DELAY_MS (the time a balancer takes to notice)
 * the server stops listening, the requests in flight finish, traces still buffered are sent, and the
 * process exits; a request still running after SHUTDOWN_TIMEOUT_MS is given up.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { Server, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';
import { log } from './requestLog';

interface ShutdownState {
  draining: boolean;
  /** Answers not yet sent in full. */
  inFlight: Set<ServerResponse>;
  servers: Set<Server>;
  /** Called when the last answer in flight is sent. */
  onIdle?: () => void;
}

const STATE = Symbol.for('newsfront.shutdown');
/** One state for the process: the instrumentation hook fills it, the readiness route reads it. */
const state: ShutdownState = ((globalThis as { [STATE]?: ShutdownState })[STATE] ??= {
  draining: false,
  inFlight: new Set(),
  servers: new Set(),
});

/** Whether this instance is shutting down (readiness says 503). */
export function shuttingDown(): boolean {
  return state.draining;
}

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
  exit: (code: number) => void;
}

export function shutdownOptionsFromEnv(env: Record<string, string | undefined> = process.env): ShutdownOptions {
  const ms = (value: string | undefined, fallback: number) =>
    value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;
  return {
    delayMs: ms(env.SHUTDOWN_DELAY_MS, 0),
    timeoutMs: ms(env.SHUTDOWN_TIMEOUT_MS, 25_000),
    exit: (code) => process.exit(code),
  };
}

/** Closes each answer's connection once draining (Node then ends it after the answer). */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

/** Drains and exits: what SIGTERM does once the watcher is on. */
export async function drain(options: ShutdownOptions, signal = 'SIGTERM'): Promise<void> {
  if (state.draining) return;
  state.draining = true;
  log.info({ msg: 'shutting down', signal, inFlight: state.inFlight.size, delayMs: options.delayMs });
  for (const response of state.inFlight) closeAfter(response);
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const idle = new Promise<void>((resolve) => {
    if (state.inFlight.size === 0) resolve();
    else state.onIdle = resolve;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), options.timeoutMs)));
  const outcome = await Promise.race([idle, late]);
  clearTimeout(timer);
  if (outcome === 'late') log.warn({ msg: 'shutdown gave up on requests in flight', inFlight: state.inFlight.size });
  // the tracer provider @vercel/otel registered, when tracing is on: what it still holds is sent
  const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await provider
    .getDelegate?.()
    .forceFlush?.()
    .catch(() => undefined);
  log.info({ msg: 'shut down', signal });
  options.exit(0);
}

const WATCHING = Symbol.for('newsfront.watchingShutdown');

/**
 * Counts the answers in flight and takes SIGTERM (and SIGINT) over, when Next leaves them to us; `signals`
 * is the process but for tests.
 */
export function watchForShutdown(
  options: ShutdownOptions = shutdownOptionsFromEnv(),
  signals: Pick<NodeJS.EventEmitter, 'once'> = process,
): void {
  const holder = globalThis as { [WATCHING]?: boolean };
  if (!process.env.NEXT_MANUAL_SIG_HANDLE || holder[WATCHING]) return;
  holder[WATCHING] = true;
  subscribe('http.server.request.start', (message) => {
    const { server, response } = message as { server: Server; response: ServerResponse };
    state.servers.add(server);
    state.inFlight.add(response);
    if (state.draining) closeAfter(response);
    response.once('close', () => {
      state.inFlight.delete(response);
      if (state.inFlight.size === 0) state.onIdle?.();
    });
  });
  signals.once('SIGTERM', () => void drain(options, 'SIGTERM'));
  // an operator's Ctrl-C does not wait for a balancer
  signals.once('SIGINT', () => void drain({ ...options, delayMs: 0 }, 'SIGINT'));
}
