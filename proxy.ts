/**
 * proxy.ts (Next 16's middleware) runs for every page request, composed in steps:
 *   1. path: a public .html path of the spec (§2) → its screen; anything else, and a screen addressed
 *      without any of its parameters (goesHomeBare), redirects to /home.html, keeping the query; an
 *      internal path asked for from outside is a 404;
 *   2. locale: ?lang=, the reader's stored choice, else the site's configured locale, else cn;
 *   3. reading context (share, preview, view, CMS, in-app, desktop) from the query and user agent;
 *   4. WeChat: a shared page opened in WeChat without a code goes to WeChat's OAuth page first (spec §4),
 *      on the reader's own page load only (never a prefetch or a client navigation's payload);
 *      the redirect always comes back to this site's own page (built from PUBLIC_URL, never from the query),
 *      with a state bound to this browser (a nonce in its cookie); a code whose state is not this
 *      browser's is dropped and the reader sent to WeChat afresh (lib/wechat/oauth.ts);
 *   5. an editor's context (preview, view, CMS) is Next's draft mode: the first request goes through
 *      app/api/draft, which turns it on for this browser, so the page is rendered for them on every
 *      request and kept by no cache (docs/preview-render.md);
 *   6. rewrite to the screen's folder, /~{locale}~{ctx}/{route}/{params…} (app/[variant]/{route}/…,
 *      lib/routing/routes.ts): pages read nothing else, so their HTML is cached per (locale, context);
 *      a page of one content (an article, a post, a profile) in another language than the reader's adds
 *      its content's, ~{locale}~{ctx}~{content} (lib/loaders/contentLanguage.ts), which its <html lang>
 *      says while its chrome keeps the reader's (written only then: a page in the reader's language keeps
 *      the root layout's segment of the lists it is reached from, so a navigation keeps the layout);
 *   7. theme: ?theme=dark|normal is kept for the visit in a cookie, grey never (the page applies it
 *      before first paint);
 * and every answer it makes carries the pages' Content-Security-Policy, from the environment this server
 * was started with (the other security headers are one rule of next.config.ts); the service worker's
 * script (/sw.js) passes with a policy of its own.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { loadSiteConfig } from './lib/api/siteConfig';
import { readRuntimeConfig } from './lib/env';
import { bypassesCache, detectContext, encodeContext, isShareMode } from './lib/context';
import { chooseLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, normalizeLocale } from './lib/i18n/locales';
import { contentLocaleOf } from './lib/loaders/contentLanguage';
import { DRAFT_COOKIE, DRAFT_TRIED, draftModePath } from './lib/render/draftMode';
import { goesHomeBare, internalPath, isInternalPath, parseAppPath, withHtmlExtension } from './lib/routing/routes';
import { pageContentSecurityPolicy, workerContentSecurityPolicy, securityOptionsFromEnv } from './lib/security/headers';
import { parseKeptTheme, THEME_COOKIE } from './lib/theme';
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

let workerPolicyText: string | undefined;
/** The service worker's policy of this server, from the environment it was started with (read once). */
function workerPolicy(): string {
  return (workerPolicyText ??= workerContentSecurityPolicy(readRuntimeConfig(), securityOptionsFromEnv()));
}

/** The proxy waits at most this long for the site config (then uses the last good one or defaults). */
const CONFIG_WAIT_MS = 1500;

/** What an editor's page says to caches (as Next says for a page rendered per request). */
const NO_STORE = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** Every answer of the proxy carries the pages' policy of this server (lib/security/headers.ts). */
export async function proxy(request: NextRequest) {
  // the service worker's script (app/serwist/[path], served as /sw.js): as built, under its own policy
  if (request.nextUrl.pathname === '/sw.js') {
    const worker = NextResponse.next();
    worker.headers.set('Content-Security-Policy', workerPolicy());
    return worker;
  }
  const response = await answer(request);
  response.headers.set('Content-Security-Policy', pageContentSecurityPolicy());
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  // an internal path (/~{locale}~{ctx}/…, however spelled or suffixed) is this proxy's to write, never a
  // reader's to ask for: a draft's or a context's page must not be reached around the checks below
  if (isInternalPath(url.pathname)) return new NextResponse(null, { status: 404 });
  const html = withHtmlExtension(url.pathname);
  if (html) {
    // /newsDetail/1/2.HTML or .htm (a hand-typed, upper-cased or old link): the same page, at its address
    const page = url.clone();
    page.pathname = html;
    return NextResponse.redirect(page, 308);
  }
  const match = parseAppPath(url.pathname, url.searchParams);
  if (!match || goesHomeBare(match)) {
    const home = url.clone();
    home.pathname = '/home.html';
    return NextResponse.redirect(home, 307);
  }

  const config = await loadSiteConfig({ timeoutMs: CONFIG_WAIT_MS });
  const queryLocale = normalizeLocale(url.searchParams.get('lang'));
  // a reader without a language choice reads the site's configured one (else cn)
  const locale = chooseLocale({
    query: queryLocale,
    stored: request.cookies.get(LOCALE_COOKIE)?.value,
    configured: config.locale,
  });
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
  const editor = bypassesCache(context);
  // an editor's context turns on draft mode once (a browser that keeps no cookie, say in a CMS frame that
  // blocks them, comes back marked as tried and reads the published page, kept by no cache either)
  if (editor && pageLoad && !request.cookies.has(DRAFT_COOKIE) && !url.searchParams.has(DRAFT_TRIED)) {
    const enable = url.clone();
    enable.pathname = draftModePath;
    enable.search = '';
    enable.searchParams.set('to', url.pathname + url.search);
    return NextResponse.redirect(enable, 307);
  }

  const contentLocale = await contentLocaleOf(match, chooseLocale({ configured: config.locale }));
  const target = url.clone();
  target.pathname = internalPath(
    locale,
    encodeContext(context),
    match,
    contentLocale === locale ? undefined : contentLocale,
  );
  const response = NextResponse.rewrite(target);
  // an editor's page is theirs of the moment: no browser or CDN keeps it, whatever a shared cache that
  // missed the context in the query would store
  if (editor) response.headers.set('Cache-Control', NO_STORE);

  // the nonce is spent with the code it let through
  if (returned?.ours) response.cookies.set(WX_STATE_COOKIE, '', { ...stateCookie(url), maxAge: 0 });
  keepTheme(request, response);
  if (queryLocale)
    response.cookies.set(LOCALE_COOKIE, queryLocale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}

/**
 * ?theme=dark|normal lasts the visit (a session cookie); ?theme=grey is that page's only, and a grey
 * cookie an older version kept for a year is taken back.
 */
function keepTheme(request: NextRequest, response: NextResponse): void {
  const asked = parseKeptTheme(request.nextUrl.searchParams.get('theme'));
  const kept = request.cookies.get(THEME_COOKIE)?.value;
  if (asked) response.cookies.set(THEME_COOKIE, asked, { path: '/', sameSite: 'lax' });
  else if (kept !== undefined && !parseKeptTheme(kept))
    response.cookies.set(THEME_COOKIE, '', { path: '/', maxAge: 0 });
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

/*
 * Where the proxy runs: every page path and every internal path (to refuse it, with any suffix or
 * encoding), not Next's own files, the API, the bench build's bare pages or static files other than
 * .html (in any case). Next reads this object at build time, so it is a literal.
 */
export const config = {
  matcher: [
    // the home page at the site's root ("/", or the base path itself)
    '/',
    // the service worker's script, for its policy
    '/sw.js',
    '/((?:~|%7[eE]).*|(?!_next/|api/|bench-blank|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\.(?![hH][tT][mM][lL]?$)[A-Za-z0-9]+$).*)',
  ],
};
