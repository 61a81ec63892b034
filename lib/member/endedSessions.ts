/**
 * Session cookies ended by a logout before they expire (app/api/session DELETE): a copy of the cookie kept
 * elsewhere no longer names a member. Each session has an id (the JWT's jti); a logout remembers it until
 * the session would have expired, in this process and, where REDIS_URL is set, in Redis, so every instance
 * behind one address forgets the login at once. Asked while Redis cannot answer, a session counts as
 * ended: the one screen that reads it (login) then shows the login form, never someone's name.
 */
import { createClient } from '@redis/client';

const KEY_PREFIX = 'session-ended:';
const COMMAND_TIMEOUT_MS = 500;

/** What this needs of a Redis client. */
interface Redis {
  readonly isReady: boolean;
  set(key: string, value: string, options: { EX: number }): Promise<unknown>;
  exists(key: string): Promise<number>;
}

interface Store {
  ended: Map<string, number>;
  redis?: Redis;
}

/** On globalThis: the route handler and the page are bundled apart, each with a copy of this module. */
const STORE_KEY = Symbol.for('news-mobile-web.endedSessions');

function store(env: Record<string, string | undefined> = process.env): Store {
  const registry = globalThis as Record<symbol, Store | undefined>;
  if (registry[STORE_KEY]) return registry[STORE_KEY];
  const created: Store = { ended: new Map() };
  if (env.REDIS_URL) {
    const client = createClient({ url: env.REDIS_URL, disableOfflineQueue: true, socket: { connectTimeout: 1000 } });
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
    created.redis = client as unknown as Redis;
  }
  registry[STORE_KEY] = created;
  return created;
}

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), COMMAND_TIMEOUT_MS).unref()),
  ]);

/** Ends session `id` (it expired anyway at `expiresAt`, seconds). */
export async function endSession(id: string, expiresAt: number, now = Date.now()): Promise<void> {
  const { ended, redis } = store();
  const seconds = Math.ceil(expiresAt - now / 1000);
  if (seconds <= 0) return;
  for (const [key, until] of ended) if (until <= now) ended.delete(key);
  ended.set(id, expiresAt * 1000);
  if (redis?.isReady) await withTimeout(redis.set(`${KEY_PREFIX}${id}`, '1', { EX: seconds })).catch(() => undefined);
}

/** Whether session `id` was ended by a logout (or cannot be told, Redis being away). */
export async function sessionEnded(id: string, now = Date.now()): Promise<boolean> {
  const { ended, redis } = store();
  if ((ended.get(id) ?? 0) > now) return true;
  if (!redis) return false;
  if (!redis.isReady) return true;
  try {
    return (await withTimeout(redis.exists(`${KEY_PREFIX}${id}`))) === 1;
  } catch {
    return true;
  }
}
