// @ts-check
/**
 * Next's cache handler (next.config.ts names it in every build: the standalone artefact fixes its config
 * at build time, so Redis or not is decided here, when the server starts). With REDIS_URL, for several
 * instances: pages and view models live in one Redis through @fortedigital/nextjs-cache-handler (its
 * redis-strings handler), so a page one instance rendered is served by all, and a tag revalidated on one
 * is gone for all. docs/scale-out.md says why this package. Without it, one instance's cache in its own
 * memory (the package's local-lru handler).
 *
 * While Redis is away, each instance goes on with a cache in its own memory (the package's local-lru
 * handler). That memory starts empty and is emptied again when Redis is back: what an instance cached
 * while cut off may have missed a revalidation made through another instance, so it must not outlive
 * the outage. Commands wait at most COMMAND_TIMEOUT_MS: a slow Redis costs a render, never a hung page.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

const COMMAND_TIMEOUT_MS = 500;
/** Pages kept in memory without Redis, or while it is away. */
const MEMORY_ENTRIES = 2000;

/** @param {{ buildId?: string }} context */
function redisOrMemory({ buildId }) {
  const client = createClient({
    url: process.env.REDIS_URL,
    // a command while disconnected fails at once instead of waiting in a queue
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let reported = '';
  client.on('error', (/** @type {Error} */ error) => {
    if (error.message === reported) return;
    reported = error.message;
    console.error(`[page cache] Redis: ${error.message || error.name}; pages are cached in memory meanwhile`);
  });
  client.on('ready', () => {
    if (reported) console.log('[page cache] Redis is back');
    reported = '';
  });
  client.connect().catch(() => {
    // reported by the error listener; the client goes on trying
  });

  // entries of another build are never read (Next's cache format may differ between versions)
  const redis = createRedisHandler({ client, keyPrefix: `pages:${buildId ?? 'dev'}:`, timeoutMs: COMMAND_TIMEOUT_MS });
  const newMemory = () => createLruHandler({ maxItemsNumber: MEMORY_ENTRIES });
  let memory = newMemory();
  let onMemory = false;

  function current() {
    if (client.isReady) {
      if (onMemory) memory = newMemory();
      onMemory = false;
      return redis;
    }
    onMemory = true;
    return memory;
  }

  /** @type {import('@fortedigital/nextjs-cache-handler').Handler} */
  const handler = {
    name: 'redis-or-memory',
    async get(key, meta) {
      try {
        return await current().get(key, meta);
      } catch {
        return null;
      }
    },
    async set(key, value, context) {
      await current()
        .set(key, value, context)
        .catch(() => undefined);
    },
    async revalidateTag(tag) {
      await current()
        .revalidateTag(tag)
        .catch(() => undefined);
    },
    async delete(key) {
      await current()
        .delete?.(key)
        .catch(() => undefined);
    },
  };
  return handler;
}

/**
 * How long an entry outlives its lifetime: a day, as next.config.ts's expireTime, so that a page and its
 * view model stay servable through a platform outage (the package's default, 1.5 × the lifetime, dropped
 * a 60 s page 90 s after its last render: docs/outage.md). A page past its lifetime is still rendered again
 * on the next request; only a failed render falls back on what is kept.
 */
const KEPT_AFTER_LIFETIME_S = 86_400;

CacheHandler.onCreation((context) => ({
  handlers: [process.env.REDIS_URL ? redisOrMemory(context) : createLruHandler({ maxItemsNumber: MEMORY_ENTRIES })],
  ttl: { estimateExpireAge: (staleAge) => staleAge + KEPT_AFTER_LIFETIME_S },
}));

export default CacheHandler;
