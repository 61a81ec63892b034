/**
 * What the service worker keeps for reading offline, and under which address (docs/offline-reading.md).
 * Read by the worker (lib/offline/serviceWorker.ts) and by the pages that list or save what it keeps, so
 * both agree on the caches' names, their bounds and the key of a page.
 */
import { isOneContent, isRouteName, routeSpec, type RouteSpec } from '../routing/routes';
import { screenNameOf } from '../routing/screenName';

/** The caches, by what they hold. */
export const OFFLINE_CACHES = {
  /** The last visited home sections and content pages (HTML), kept READ_OFFLINE_DAYS. */
  pages: 'offline-pages-v1',
  /** The pictures those pages showed, at the size shown. */
  pictures: 'offline-pictures-v1',
  /** The build's own files (/_next/static): named by their content, so one cache serves every build. */
  assets: 'offline-assets-v1',
  /** Pages saved for later (HTML), kept until the reader removes them. */
  savedPages: 'saved-pages-v1',
  /** The scripts, styles and pictures of the saved pages (a page's list is in its SAVED_ASSETS header). */
  savedAssets: 'saved-assets-v1',
} as const;

/** An article read in the last this many days opens with no network. */
export const READ_OFFLINE_DAYS = 7;

/** The bounds of the caches that the worker fills by itself (the saved ones have none: the reader's). */
export const CACHE_BOUNDS = {
  pages: { maxEntries: 60, maxAgeSeconds: READ_OFFLINE_DAYS * 86_400 },
  pictures: { maxEntries: 400, maxAgeSeconds: READ_OFFLINE_DAYS * 86_400 },
  assets: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 },
} as const;

/** A navigation waits this long for the network before a kept copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The header of a saved page that lists the assets saved with it (space separated). */
export const SAVED_ASSETS_HEADER = 'x-saved-assets';

/** The worker's messages from pages. */
export type OfflineMessage =
  | { type: 'KEEP_PAGE'; url: string; assets: string[] }
  | { type: 'SAVE_PAGE'; url: string; assets: string[] }
  | { type: 'REMOVE_SAVED'; url: string };

/** The worker's answer to SAVE_PAGE and REMOVE_SAVED. */
export type OfflineAnswer = { ok: true } | { ok: false; problem: 'notKept' | 'network' | 'storage' };

/** The path of a page under the site's base path, or undefined outside it. */
function pathInSite(url: URL, basePath: string): string | undefined {
  if (!basePath) return url.pathname;
  if (url.pathname === basePath) return '/';
  return url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : undefined;
}

/**
 * The kind of page the worker keeps at an address: home (and its sections) and the pages of one content
 * (articles, lives, posts, questions…); undefined for every other page (forms, lists, a member's pages).
 */
export function keptKind(url: URL, basePath: string): 'home' | 'content' | undefined {
  const path = pathInSite(url, basePath);
  if (path === undefined) return undefined;
  const name = screenNameOf(path);
  if (!name || !isRouteName(name)) return undefined;
  if (name === 'home') return 'home';
  return isOneContent(name) ? 'content' : undefined;
}

/**
 * The address a kept page is stored and found under: its path and the query that addresses the screen
 * (home's ?column=), nothing else. A shared link's ?isShare=…&from=… or a WeChat code opens the same copy,
 * and no token of a query is ever written into a cache.
 */
export function keptPageKey(url: URL, basePath: string): string {
  const key = new URL(url.origin + url.pathname);
  const path = pathInSite(url, basePath);
  const name = path === undefined ? undefined : screenNameOf(path);
  const spec: RouteSpec | undefined = name && isRouteName(name) ? routeSpec(name) : undefined;
  for (const param of spec?.query ?? []) {
    const value = url.searchParams.get(param);
    if (value) key.searchParams.set(param, value);
  }
  return key.href;
}

/**
 * Whether an answer may be kept for reading offline: a whole HTML page (200) that no cache was told to
 * pass by. An editor's preview, a member's own page or anything rendered for one request says no-store
 * or private, and is never written.
 */
export function mayKeepPage(response: Pick<Response, 'status' | 'headers' | 'type'>): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[,\s])(no-store|private)([,\s=]|$)/.test(control);
}

/** The build's own files: scripts, styles and fonts named by their content. */
export function isBuildAsset(url: URL, origin: string, basePath: string): boolean {
  return url.origin === origin && url.pathname.startsWith(`${basePath}/_next/static/`);
}

const PICTURE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg)$/i;

/** A picture a page shows (by the request's destination, or by its name when a page names it in a message). */
export function isPicture(request: Pick<Request, 'destination' | 'url' | 'method'>): boolean {
  if (request.method !== 'GET') return false;
  if (request.destination === 'image') return true;
  return request.destination === '' && PICTURE_FILE.test(new URL(request.url).pathname);
}

/**
 * The scripts, styles and pictures a page's HTML names: what it needs to be read offline as it was shown.
 * Build files of this site and pictures anywhere (the platform's); nothing else (no page, no call).
 */
export function assetsOfPage(html: string, pageUrl: string, basePath: string): string[] {
  const page = new URL(pageUrl);
  const found = new Set<string>();
  const attribute = /<(script|link|img)\b[^>]*?\s(src|href)="([^"]+)"[^>]*>/gi;
  for (const [tag, element, , raw] of html.matchAll(attribute)) {
    let url: URL;
    try {
      url = new URL(raw!.replace(/&amp;/g, '&'), page);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol)) continue;
    const name = element!.toLowerCase();
    if (isBuildAsset(url, page.origin, basePath)) {
      // a link: stylesheets, preloaded scripts and fonts of the build; never a page link
      if (name === 'link' && !/\brel="(?:stylesheet|preload|modulepreload)"/i.test(tag)) continue;
      found.add(url.href);
    } else if (name === 'img' || (name === 'link' && /\bas="image"/i.test(tag))) {
      if (PICTURE_FILE.test(url.pathname)) found.add(url.href);
    }
  }
  return [...found];
}

/** What a kept or saved page's HTML says of itself, for the lists of the saved articles' screen. */
export interface KeptPageSummary {
  url: string;
  title: string;
  description?: string;
  /** The language of the page's content (its <html lang>), which the list says its title is in. */
  lang?: string;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function metaContent(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]*>`, 'i').exec(html)?.[0];
  const content = tag && /\scontent="([^"]*)"/i.exec(tag)?.[1];
  return content ? decodeEntities(content) : undefined;
}

/** Reads a page's title, description and language from its head (the share tags every page has). */
export function summariseKeptPage(html: string, url: string): KeptPageSummary {
  const head = html.slice(0, html.search(/<\/head>/i) + 1 || undefined);
  const title =
    metaContent(head, 'og:title') ?? decodeEntities(/<title[^>]*>([^<]*)<\/title>/i.exec(head)?.[1] ?? '').trim();
  const lang = /<html[^>]*\slang="([A-Za-z-]{2,16})"/i.exec(head)?.[1];
  return {
    url,
    title: title || url,
    description: metaContent(head, 'og:description'),
    ...(lang ? { lang } : {}),
  };
}
