/**
 * What the service worker keeps, read by the pages (Cache Storage is theirs to read too): whether a page is
 * saved, and the lists of the saved articles' screen.
 */
import {
  keptKind,
  keptPageKey,
  OFFLINE_CACHES,
  READ_OFFLINE_DAYS,
  summariseKeptPage,
  type KeptPageSummary,
} from './offlinePolicy';

/** Whether the page at `url` is saved for later. */
export async function isSaved(url: string, basePath: string): Promise<boolean> {
  const key = keptPageKey(new URL(url), basePath);
  return Boolean(await caches.match(key, { cacheName: OFFLINE_CACHES.savedPages }));
}

/** A page the worker keeps, as the saved articles' screen lists it. */
export interface KeptPage extends KeptPageSummary {
  /** When it was fetched (its Date header), ms since the epoch. */
  at: number;
}

/** The pages of a cache that `keep` takes (by address and fetch time), newest first; only theirs are read. */
async function readCache(name: string, keep: (url: URL, at: number) => boolean): Promise<KeptPage[]> {
  const cache = await caches.open(name);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const response = await cache.match(request);
    const at = Date.parse(response?.headers.get('date') ?? '') || 0;
    if (!response || !keep(url, at)) continue;
    pages.push({ ...summariseKeptPage(await response.text(), url.pathname + url.search), at });
  }
  return pages.sort((a, b) => b.at - a.at);
}

/**
 * The saved pages, newest first, and the content pages read in the last READ_OFFLINE_DAYS that are not
 * among them (home is kept too, but the screen links it anyway).
 */
export async function listKeptPages(
  basePath: string,
  now = Date.now(),
): Promise<{ saved: KeptPage[]; recent: KeptPage[] }> {
  const saved = await readCache(OFFLINE_CACHES.savedPages, () => true);
  const savedUrls = new Set(saved.map((page) => page.url));
  const recent = await readCache(
    OFFLINE_CACHES.pages,
    (url, at) =>
      keptKind(url, basePath) === 'content' &&
      !savedUrls.has(url.pathname + url.search) &&
      now - at <= READ_OFFLINE_DAYS * 86_400_000,
  );
  return { saved, recent };
}
