/**
 * proxy.ts (Next 16's middleware), composed in steps:
 *   1. path: a public .html path of the spec (§2) → its screen; anything else, and a screen addressed
 *      without the parameters it needs (bareGoesHome), redirects to /home.html, keeping the query;
 *   2. locale: ?lang=, the reader's stored choice, else "auto" (the site's configured locale, else cn,
 *      resolved by the page: lib/render/readScreen.ts);
 *   3. reading context (share, preview, view, CMS, in-app, desktop) from the query and user agent;
 *   4. rewrite to the internal path /~{locale}~{ctx}[/fresh]/{route}/{params…} (lib/routing/routes.ts) —
 *      pages read nothing else, so their HTML is cached per (locale, context); screens never cached (the
 *      login) go to the fresh page; preview, view and CMS of a previewable screen: the draft is asked of
 *      the platform here, once, and its page is the draft's (/draft/{fingerprint}/…, lib/render/draft.ts),
 *      answered no-store;
 *   5. theme: ?theme= is stored in a cookie (the page applies it before first paint);
 *   (the security headers of every answer are one rule of next.config.ts, the fast path's too);
 *   6. WeChat: a shared page opened in WeChat without a code goes to WeChat's OAuth page first (spec §4),
 *      on the reader's own page load only (never a prefetch or a client navigation's payload);
 *      the redirect always comes back to this site's own page (built from PUBLIC_URL, never from the query),
 *      with a state bound to this browser (a nonce in its cookie); a code whose state is not this
 *      browser's is dropped and the reader sent to WeChat afresh (lib/wechat/oauth.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { loadSiteConfig } from './lib/api/siteConfig';
import { readRuntimeConfig } from './lib/env';
import { bypassesCache, detectContext, encodeContext, isShareMode, type ReadingContext } from './lib/context';
import { LOCALE_COOKIE, normalizeLocale } from './lib/i18n/locales';
import { SITE_LOCALE } from './lib/routing/fastPath.mjs';
import {
  cacheSeconds,
  internalPath,
  isBare,
  isInternalPath,
  parseAppPath,
  type MatchedRoute,
  type Rendering,
  routeSpec,
  withLowerCaseExtension,
} from './lib/routing/routes';
import { loadDraft } from './lib/render/articleScreen';
import { holdDraft } from './lib/render/draft';
import { parseTheme, THEME_COOKIE, THEME_COOKIE_MAX_AGE } from './lib/theme';
import {
  isPageLoad,
  needsOauth,
  newStateNonce,
  oauthUrl,
  pageWithoutCode,
  wechatReturn,
  WX_AUTH_COOKIE,
  WX_STATE_COOKIE,
  WX_STATE_MAX_AGE_S,
} from './lib/wechat/oauth';

/** The proxy waits at most this long for the site config (then uses the last good one or defaults). */
const CONFIG_WAIT_MS = 1500;

/** What an editor's page says to caches (as Next says for a page rendered per request). */
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  // an internal path (/~{locale}~{ctx}/…, however spelled or suffixed) is this proxy's to write, never a
  // reader's to ask for: a draft's or a context's page must not be reached around the checks below
  if (isInternalPath(url.pathname)) return new NextResponse(null, { status: 404 });
  const lowerCase = withLowerCaseExtension(url.pathname);
  if (lowerCase) {
    // /newsDetail/1/2.HTML (a hand-typed or upper-cased link): the same page, at its own address
    const page = url.clone();
    page.pathname = lowerCase;
    return NextResponse.redirect(page, 308);
  }
  const match = parseAppPath(url.pathname, url.searchParams);
  if (!match || (routeSpec(match.route).bareGoesHome && isBare(match))) {
    const home = url.clone();
    home.pathname = '/home.html';
    return NextResponse.redirect(home, 307);
  }

  const config = await loadSiteConfig({ timeoutMs: CONFIG_WAIT_MS });
  const queryLocale = normalizeLocale(url.searchParams.get('lang'));
  // A reader without a language choice reads the site's configured one: the internal segment "auto" (the
  // page resolves it), as on the fast path, so the two paths share one cached page per screen.
  const locale = queryLocale ?? normalizeLocale(request.cookies.get(LOCALE_COOKIE)?.value) ?? SITE_LOCALE;
  const context = detectContext(url.searchParams, request.headers.get('user-agent') ?? '');

  // a shared page opened in WeChat first goes to WeChat's OAuth page, which comes back here with a code
  const wechat = config._rd_WeChat;
  const pageLoad = isPageLoad(request.headers);
  const returned = context.wechat
    ? wechatReturn(url.searchParams, request.cookies.get(WX_STATE_COOKIE)?.value)
    : undefined;
  if (returned && !returned.ours && pageLoad) {
    // not this browser's code: the same page without it (which sends this reader to WeChat for their own)
    const page = url.clone();
    page.searchParams.delete('code');
    page.searchParams.delete('state');
    return NextResponse.redirect(page, 302);
  }
  if (
    needsOauth({
      pageLoad,
      wechat: context.wechat,
      shareMode: isShareMode(context),
      authLogin: wechat.authLogin,
      appid: wechat.wxAppid,
      hasCode: Boolean(returned),
      authCookie: request.cookies.get(WX_AUTH_COOKIE)?.value,
    })
  ) {
    const runtime = readRuntimeConfig();
    const back = pageWithoutCode(runtime.publicUrl, runtime.basePath, url.pathname, url.search);
    const nonce = newStateNonce();
    const redirect = NextResponse.redirect(oauthUrl(runtime.wechatOauthUrl, wechat.wxAppid, back, nonce), 302);
    redirect.cookies.set(WX_STATE_COOKIE, nonce, { ...stateCookie(url), maxAge: WX_STATE_MAX_AGE_S });
    return redirect;
  }
  const editorsDraft = Boolean(routeSpec(match.route).previewable) && bypassesCache(context);
  // an editor's context (preview, view, CMS) is rendered for them and kept by no cache: what a shared
  // cache that missed the context in the query stores is never an editor's page
  const rendering: Rendering = editorsDraft
    ? await draftRendering(match, context, url.searchParams)
    : cacheSeconds(match.route) === 0 || bypassesCache(context)
      ? 'fresh'
      : 'cached';

  const target = url.clone();
  target.pathname = internalPath(locale, encodeContext(context), match, rendering);
  const response = NextResponse.rewrite(target);
  // an editor's page is theirs of the moment: no browser or CDN keeps it (its render is kept by draft)
  if (bypassesCache(context)) response.headers.set('Cache-Control', NO_STORE);

  // the nonce is spent with the code it let through
  if (returned?.ours) response.cookies.set(WX_STATE_COOKIE, '', { ...stateCookie(url), maxAge: 0 });
  const theme = parseTheme(url.searchParams.get('theme'));
  if (theme) response.cookies.set(THEME_COOKIE, theme, { path: '/', maxAge: THEME_COOKIE_MAX_AGE, sameSite: 'lax' });
  if (queryLocale)
    response.cookies.set(LOCALE_COOKIE, queryLocale, { path: '/', maxAge: THEME_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}

/** The WeChat state cookie's options: this site's pages only, never read by the page's scripts. */
function stateCookie(url: URL) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: readRuntimeConfig().basePath || '/',
    secure: url.protocol === 'https:',
  };
}

/**
 * The page of an editor's draft: the draft's own (loaded here, held for the page), or the fresh page when
 * the platform has none for this link (the page shows the 404 state) or fails (the error state).
 */
async function draftRendering(
  match: MatchedRoute,
  context: ReadingContext,
  query: URLSearchParams,
): Promise<Rendering> {
  try {
    const draft = await loadDraft(match, context, query);
    return draft ? { draft: holdDraft(match, draft) } : 'fresh';
  } catch {
    return 'fresh';
  }
}

/*
 * Where the proxy runs: every internal path (to refuse it), every page path (not Next's own files, not the
 * bench build's bare pages, not static files other than .html, in any case), except the fast path of lib/routing/fastPath.mjs, whose pages
 * are their public paths (app/[first]/[[...rest]]/page.tsx renders either). Next reads this object at
 * build time, so it is a literal. The entries after the first list the complement of the fast path's
 * conditions (another user agent, a flag, a language choice); they need not name the fast paths again,
 * only their shape (PAGE_SHAPE), since the first entry takes every other page path. Next tries each entry
 * on every request, so short ones cost less. lib/routing/fastPath.test.ts checks them against fastPath.mjs.
 */
export const config = {
  matcher: [
    '/((?:~|%7[eE]).*|(?!_next/|api/|bench-blank|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?![hH][tT][mM][lL]$)[A-Za-z0-9]+$|$|(?:(?:index|home)\\.html|(?:newsDetail|imageDetail|videoDetail|columnDetail|specDetail|liveDetail|columnShare)/(?:\\d{1,9}/)?\\d{1,9}\\.html|(?:moreModules|moreLive|aboutUs|downloadClient)\\.html|(?:moreImage|specMore|tagList|timeline|linkDetail|onlineStudy|subscriptionList)/\\d{1,9}\\.html)$).*)',
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      missing: [
        {
          type: 'header',
          key: 'user-agent',
          value:
            '(?!.*(?:[mM][iI][cC][rR][oO][mM][eE][sS][sS][eE][nN][gG][eE][rR]|xyApp/)).*(?:Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone).*',
        },
      ],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'yl' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'isPreview' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'ck' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'isView' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'cms' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'inCmsPage' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'lang' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'query', key: 'theme' }],
    },
    {
      source: '/:page(\\w+(?:/\\d+){0,2}\\.html)?',
      has: [{ type: 'cookie', key: 'lang' }],
    },
  ],
};
