/**
 * An editor's page (preview, view, CMS: lib/context.ts bypassesCache) is Next's draft mode: proxy.ts sends
 * the first such request to app/api/draft, which turns draft mode on for the browser (Next's cookie) and
 * sends it back. With it, Next renders the page for every request, never from or into its page cache, and
 * answers no-store; the page then reads the query (the preview link's token: lib/render/articleScreen.ts).
 */
import { bypassesCache, detectContext } from '../context';
import { parseAppPath } from '../routing/routes';

/** Next's draft-mode cookie (set by draftMode().enable(), checked by Next against the build's secret). */
export const DRAFT_COOKIE = '__prerender_bypass';

/** Marks a page the browser was sent back to with draft mode on: not sent again when it kept no cookie. */
export const DRAFT_TRIED = 'draft';

/** The route handler that turns draft mode on. */
export const draftModePath = '/api/draft';

/**
 * The editor's page to go back to (a path and query of this site, without the base path), or undefined
 * for anything else: only a page of ours in an editor's context, never another site.
 */
export function editorsPage(to: string | null): URL | undefined {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.length > 4096) return undefined;
  let url: URL;
  try {
    url = new URL(to, 'http://page.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://page.invalid' || !parseAppPath(url.pathname, url.searchParams)) return undefined;
  return bypassesCache(detectContext(url.searchParams, '')) ? url : undefined;
}
