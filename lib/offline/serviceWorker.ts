/**
 * The service worker (Serwist; built by app/serwist/[path]/route.ts, registered by
 * components/offline/ServiceWorkerRegistration.tsx). docs/offline-reading.md says why each rule is so.
 * - Pages: a navigation goes to the network first; home and every page of one content that answered 200
 *   and may be kept is written to the pages cache (60 pages, READ_OFFLINE_DAYS). With no network (or none
 *   within NETWORK_TIMEOUT_SECONDS) the kept copy answers, else a saved one, else the saved articles'
 *   screen, precached at the build's revision. Nothing no-store or private is ever written.
 * - The build's files (/_next/static, named by content): cache first, in one cache every build shares, so a
 *   new worker never takes away a script a page of the previous build still uses.
 * - Pictures: cache first, fetched with CORS where their host allows it (an opaque copy costs the reader's
 *   quota about 7 MB in Chromium), else passed through unkept.
 * - Messages from pages: keep the page being read (its first load came before the worker, or a client
 *   navigation fetched no document), save a page for later with its assets, remove a saved page.
 * Calls to the platform (a member's answers included) match no rule: the browser makes them as without it.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  assetsOfPage,
  CACHE_BOUNDS,
  isBuildAsset,
  isPicture,
  keptKind,
  keptPageKey,
  mayKeepPage,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHES,
  SAVED_ASSETS_HEADER,
  type OfflineAnswer,
  type OfflineMessage,
} from './offlinePolicy';
import { OFFLINE_PAGE } from './offlinePage';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
/** The site's base path: the worker's scope is the site ("/" or "/m/"). */
const basePath = new URL(self.registration.scope).pathname.replace(/\/$/, '');
const offlinePage = `${origin}${basePath}${OFFLINE_PAGE}`;

/** A page is found under its key (lib/offline/offlinePolicy.ts keptPageKey), whatever its query. */
const pageKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keptPageKey(new URL(request.url), basePath),
};
const onlyKeepable: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeepPage(response) ? response : null),
};
/** A kept page's assets may be among the saved ones (saved before, evicted since). */
const orSaved: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await caches.match(request.url, { cacheName: OFFLINE_CACHES.savedAssets })),
};
const bounded = (bounds: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ ...bounds, purgeOnQuotaError: true });

/** No network and no kept copy: a saved copy, else the saved articles' screen. */
async function offlineAnswer(request: Request): Promise<Response | undefined> {
  const saved = await caches.match(keptPageKey(new URL(request.url), basePath), {
    cacheName: OFFLINE_CACHES.savedPages,
  });
  return saved ?? (await serwist.matchPrecache(offlinePage));
}
const orOfflinePage: SerwistPlugin = { handlerDidError: async ({ request }) => offlineAnswer(request) };

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [pageKey, onlyKeepable, bounded(CACHE_BOUNDS.pages), orOfflinePage],
});
const assets = new CacheFirst({
  cacheName: OFFLINE_CACHES.assets,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), bounded(CACHE_BOUNDS.assets), orSaved],
});

/** A picture of another host is asked for with CORS (a copy the quota counts at its size), no cookie. */
function pictureRequest(request: Request): Request {
  return new URL(request.url).origin === origin
    ? request
    : new Request(request.url, { mode: 'cors', credentials: 'omit' });
}
const pictures = new CacheFirst({
  cacheName: OFFLINE_CACHES.pictures,
  plugins: [
    { requestWillFetch: async ({ request }) => pictureRequest(request) },
    new CacheableResponsePlugin({ statuses: [200] }),
    bounded(CACHE_BOUNDS.pictures),
    orSaved,
    // a host that refuses CORS: the picture as the page asked for it, not kept
    { handlerDidError: async ({ request }) => fetch(request).catch(() => Response.error()) },
  ],
});

const serwist = new Serwist({
  // the saved articles' screen, at the revision of the build (app/serwist/[path]/route.ts)
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && keptKind(url, basePath) !== undefined,
      handler: pages,
    },
    // any other page of the site: as without the worker, or the saved articles' screen when offline
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && url.origin === origin,
      handler: new NetworkOnly({ plugins: [orOfflinePage] }),
    },
    { matcher: ({ url }) => isBuildAsset(url, origin, basePath), handler: assets },
    { matcher: ({ request }) => isPicture(request), handler: pictures },
  ],
});

/** Fetches an asset into the strategy that keeps its kind. */
function keepAsset(url: string, event: ExtendableEvent): Promise<Response | undefined> {
  const request = new Request(url);
  const strategy = isBuildAsset(new URL(url), origin, basePath) ? assets : pictures;
  return strategy.handle({ request, event }).catch(() => undefined);
}

/** Of the files a page says it loaded, the build's own (a page may name nothing else). */
function buildFiles(fromPage: unknown): string[] {
  if (!Array.isArray(fromPage)) return [];
  return fromPage
    .slice(0, 200)
    .filter((asset): asset is string => typeof asset === 'string' && URL.canParse(asset))
    .filter((asset) => isBuildAsset(new URL(asset), origin, basePath));
}

/**
 * The HTML and assets of the page being read, kept as a navigation would have kept them, with the build's
 * files the page loaded before the worker saw its requests (parts its scripts fetched at once).
 */
async function keepPage(url: URL, fromPage: string[], event: ExtendableEvent): Promise<void> {
  const response = await pages.handle({ request: new Request(url.href), event }).catch(() => undefined);
  if (!response || !mayKeepPage(response)) return;
  const html = await response.text();
  const wanted = new Set([...assetsOfPage(html, url.href, basePath), ...fromPage]);
  await Promise.all([...wanted].map((asset) => keepAsset(asset, event)));
}

/** Saves the page at `url` for later: its HTML (fresh if the network answers) and every asset it needs. */
async function savePage(url: URL, fromPage: string[], event: ExtendableEvent): Promise<OfflineAnswer> {
  const key = keptPageKey(url, basePath);
  const fresh = await fetch(url.href, { credentials: 'same-origin' }).catch(() => undefined);
  const page = fresh && mayKeepPage(fresh) ? fresh : await caches.match(key, { cacheName: OFFLINE_CACHES.pages });
  if (!page) return { ok: false, problem: fresh ? 'notKept' : 'network' };
  const html = await page.text();
  // what the HTML names, and the build's files the page loaded since (a part fetched on a tap)
  const wanted = new Set([...assetsOfPage(html, url.href, basePath), ...fromPage]);
  try {
    const store = await caches.open(OFFLINE_CACHES.savedAssets);
    const kept: string[] = [];
    for (const asset of wanted) {
      // through the strategy of its kind (kept there too); an opaque picture (no CORS) is not saved
      const copy = await keepAsset(asset, event);
      if (!copy?.ok) continue;
      await store.put(asset, copy);
      kept.push(asset);
    }
    const headers = new Headers(page.headers);
    headers.set(SAVED_ASSETS_HEADER, kept.join(' '));
    const saved = new Response(html, { status: 200, headers });
    await (await caches.open(OFFLINE_CACHES.savedPages)).put(key, saved);
    return { ok: true };
  } catch {
    return { ok: false, problem: 'storage' };
  }
}

/** Removes a saved page and the assets no other saved page names. */
async function removeSaved(url: URL): Promise<OfflineAnswer> {
  const savedPages = await caches.open(OFFLINE_CACHES.savedPages);
  await savedPages.delete(keptPageKey(url, basePath));
  const stillNamed = new Set<string>();
  for (const request of await savedPages.keys()) {
    const other = await savedPages.match(request);
    for (const asset of (other?.headers.get(SAVED_ASSETS_HEADER) ?? '').split(' ')) stillNamed.add(asset);
  }
  const savedAssets = await caches.open(OFFLINE_CACHES.savedAssets);
  for (const request of await savedAssets.keys()) if (!stillNamed.has(request.url)) await savedAssets.delete(request);
  return { ok: true };
}

/** A message's page: of this site and of a kind the worker keeps; anything else is ignored. */
function keptUrl(text: unknown): URL | undefined {
  if (typeof text !== 'string' || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.origin === origin && keptKind(url, basePath) ? url : undefined;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as OfflineMessage | undefined;
  const url = keptUrl(message?.url);
  const port = event.ports[0];
  if (!message || !url) {
    port?.postMessage({ ok: false, problem: 'notKept' } satisfies OfflineAnswer);
    return;
  }
  const work =
    message.type === 'KEEP_PAGE'
      ? keepPage(url, buildFiles(message.assets), event).then((): OfflineAnswer => ({ ok: true }))
      : message.type === 'SAVE_PAGE'
        ? savePage(url, buildFiles(message.assets), event)
        : message.type === 'REMOVE_SAVED'
          ? removeSaved(url)
          : Promise.resolve<OfflineAnswer>({ ok: false, problem: 'notKept' });
  event.waitUntil(work.then((answer) => port?.postMessage(answer)));
});

// the saved articles' screen needs its own scripts offline: kept with it when the worker installs
self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(offlinePage)
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => Promise.all(assetsOfPage(html, offlinePage, basePath).map((asset) => keepAsset(asset, event))))
      .catch(() => undefined),
  );
});

serwist.addEventListeners();
