/** The platform client of the server side (server components, route handlers, proxy.ts). */
import { cache } from 'react';
import type { z } from 'zod';
import { readRuntimeConfig } from '../env';
import type { Empty } from './answer';
import { ApiError, isNetworkFailure } from './errors';
import { countPlatformCall } from '../operations/metrics';
import { currentRequestId, log, REQUEST_ID_HEADER } from '../operations/requestLog';
import { inPlatformCallSpan, traceContextHeaders } from '../operations/tracing';
import { createApiClient, type ApiClient, type CallOptions, type CallSpec } from './client';
import { createProtocol, flagsFromConfig, pictureRuleOf } from './protocol';
import { memorySession } from './session';
import { loadSiteConfig } from './siteConfig';

let client: ApiClient | undefined;

const specs = new Map<string, CallSpec<z.ZodType>>();

interface SharedReads {
  /** Reads in flight, shared by every request that asks the same while it runs. */
  inflight: Map<string, Promise<unknown>>;
  /** Reads that just failed for want of an answer (time-out, network, HTTP 5xx), and when. */
  failures: Map<string, { error: unknown; at: number }>;
}

const SHARED_READS = Symbol.for('newsfront.platformReads');

/** One set of reads for the whole process: Next bundles proxy.ts and the pages separately. */
const { inflight, failures } = ((globalThis as { [SHARED_READS]?: SharedReads })[SHARED_READS] ??= {
  inflight: new Map(),
  failures: new Map(),
});

/**
 * A read that failed this recently fails again at once: when a render fails, Next renders the page a
 * second time for its error, which may not wait out a second time-out on a hung platform.
 */
export const FAIL_FAST_MS = 500;

function coalescedRead(key: string, params: string): Promise<unknown> {
  const id = `${key} ${params}`;
  const failed = failures.get(id);
  if (failed && Date.now() - failed.at < FAIL_FAST_MS) return Promise.reject(failed.error);
  const running = inflight.get(id);
  if (running) return running;
  if (process.env.DEBUG_PLATFORM_CALLS === '1') console.log(`[platform call] ${id}`);
  const read = client!.call(specs.get(key)!, JSON.parse(params)).then(
    (value) => {
      inflight.delete(id);
      failures.delete(id);
      return value;
    },
    (error: unknown) => {
      inflight.delete(id);
      if (isNetworkFailure(error)) {
        // only the last FAIL_FAST_MS of failures are kept: an outage across many pages does not pile up
        const now = Date.now();
        for (const [other, failure] of failures) if (now - failure.at >= FAIL_FAST_MS) failures.delete(other);
        failures.set(id, { error, at: now });
      }
      throw error;
    },
  );
  inflight.set(id, read);
  return read;
}

/**
 * One answer per request for the same read (a screen's generateMetadata and its page ask for the same
 * data), and one platform call for concurrent requests asking the same. React's cache() is per server
 * render; outside a render (proxy.ts) it calls through.
 */
const sharedRead = cache(coalescedRead);

function stableJson(params: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * Every call counted (lib/operations/metrics.ts), traced (lib/operations/tracing.ts) and, when it fails,
 * logged with the request it was made for (lib/operations/requestLog.ts).
 */
function observed(inner: ApiClient): ApiClient {
  return {
    ...inner,
    call(spec, params, options) {
      return inPlatformCallSpan(spec.name, async () => {
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const answer = await inner.call(spec, params, options);
          countPlatformCall(spec.name, 'ok', seconds());
          return answer;
        } catch (error) {
          const kind = error instanceof ApiError ? error.kind : 'unknown';
          countPlatformCall(spec.name, kind, seconds());
          log.warn({
            msg: 'platform call failed',
            requestId: currentRequestId(),
            call: spec.name,
            kind,
            problem: error instanceof Error ? error.message : String(error),
          });
          throw error;
        }
      });
    },
  };
}

function createServerClient(): ApiClient {
  const runtime = readRuntimeConfig();
  const deviceId = () => 'server';
  return observed(
    createApiClient(runtime, {
      deviceId,
      // the platform's lines name the request a call was made for (lib/operations/requestLog.ts), its
      // spans join the request's trace (lib/operations/tracing.ts)
      fetch: (input, init) => {
        const requestId = currentRequestId();
        const headers = { ...init?.headers, ...traceContextHeaders() };
        return fetch(input, { ...init, headers: requestId ? { ...headers, [REQUEST_ID_HEADER]: requestId } : headers });
      },
      protocol: createProtocol({
        runtime,
        session: memorySession(),
        environment: 'server',
        deviceId,
        flags: async () => flagsFromConfig(await loadSiteConfig()),
      }),
      pictureRule: async () => pictureRuleOf(flagsFromConfig(await loadSiteConfig())),
    }),
  );
}

export function serverApi(): ApiClient {
  client ??= createServerClient();
  const inner = client;
  return {
    ...inner,
    call<S extends z.ZodType>(
      spec: CallSpec<S>,
      params: Parameters<ApiClient['call']>[1] = {},
      options: CallOptions = {},
    ) {
      const plainRead = (spec.method ?? 'GET') === 'GET' && !options.signal && !options.files && !options.timeoutMs;
      if (!plainRead) return inner.call(spec, params, options);
      const key = `${spec.base}:${spec.path}:${spec.name}`;
      specs.set(key, spec as CallSpec<z.ZodType>);
      return sharedRead(key, stableJson(params)) as Promise<z.infer<S> | Empty>;
    },
  };
}
