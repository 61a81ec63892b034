/**
 * Whether this instance can serve readers (app/api/ready): the platform answers a call now, a site config
 * it sent is held, the shared page cache (Redis) answers where one is configured, and it is not shutting
 * down. Each check has a
 * short time-out, so a probe never hangs on what it probes. docs/operations.md.
 */
import { createClient } from '@redis/client';
import { fetchConfig } from '../api/content';
import { serverApi } from '../api/server';
import { loadSiteConfig, siteConfigLoaded } from '../api/siteConfig';
import { shuttingDown } from './shutdown';

/** How long each check may take. */
export const CHECK_TIMEOUT_MS = 1000;

export type CheckName = 'shutdown' | 'platform' | 'config' | 'redis';
export interface Check {
  ok: boolean;
  ms: number;
  problem?: string;
}
export type Probe = () => Promise<void>;

/** Runs the probes side by side; ready when every one passed within its time. */
export async function readiness(probes: Partial<Record<CheckName, Probe>>, timeoutMs = CHECK_TIMEOUT_MS) {
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, Check]> => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([probe!(), late]);
        return [name, { ok: true, ms: Math.round(performance.now() - started) }];
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        return [name, { ok: false, ms: Math.round(performance.now() - started), problem }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const checks = Object.fromEntries(entries) as Partial<Record<CheckName, Check>>;
  return { ready: entries.every(([, check]) => check.ok), checks };
}

/** What the probe asks of its client. */
interface Redis {
  readonly isReady: boolean;
  ping(): Promise<unknown>;
}
const REDIS = Symbol.for('newsfront.readinessRedis');

/** A client of its own for the probe (the page cache's lives in Next's cache handler). */
function redis(url: string): Redis {
  const holder = globalThis as { [REDIS]?: Redis };
  if (!holder[REDIS]) {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    // a refusal is the probe's answer, told by the check, not an unhandled error
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
    holder[REDIS] = client;
  }
  return holder[REDIS];
}

/** The probes of this instance, from its environment. */
export function instanceProbes(
  env: Record<string, string | undefined> = process.env,
): Partial<Record<CheckName, Probe>> {
  const redisUrl = env.REDIS_URL;
  return {
    // SIGTERM came: readers go elsewhere while the requests in flight finish (lib/operations/shutdown.ts)
    shutdown: async () => {
      if (shuttingDown()) throw new Error('shutting down: finishing the requests in flight');
    },
    platform: async () => {
      await fetchConfig(serverApi(), { timeoutMs: CHECK_TIMEOUT_MS });
    },
    config: async () => {
      await loadSiteConfig({ timeoutMs: CHECK_TIMEOUT_MS });
      if (!siteConfigLoaded()) throw new Error('no site config from the platform yet');
    },
    ...(redisUrl
      ? {
          redis: async () => {
            const client = redis(redisUrl);
            if (!client.isReady) throw new Error('not connected');
            await client.ping();
          },
        }
      : {}),
  };
}
