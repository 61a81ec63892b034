// @ts-check
/**
 * The fast path of the reading pages (home, the article screens, columns, special topics, lives and the
 * spec's reading lists), for the plainest reader: a phone browser (not WeChat, not the native app), no
 * reading-context flag, no language choice in the query or a cookie. Such a request needs nothing proxy.ts
 * computes per request, so proxy.ts does not run for it, and nothing rewrites it either: the one page of
 * every screen (app/[first]/[[...rest]]/page.tsx) reads its public path as the parameters proxy.ts would
 * have written (locale "auto", context "plain"; lib/routing/routes.ts readPagePath). Every other request
 * goes through proxy.ts, which rewrites it to /~{locale}~{ctx}/… for the same page.
 *
 * Why: this reader is most of the traffic, and the proxy or a rewrite costs a large share of serving a
 * cached page (docs/fast-path.md).
 *
 * The rules must agree with proxy.ts, which decides everything else:
 *   - the internal locale "auto" means "the site's configured locale, else cn" (what proxy.ts picks when
 *     neither ?lang= nor the lang cookie is there); lib/render/readScreen.ts resolves it from the site
 *     config;
 *   - the context "plain" is what lib/context.ts detects for a phone user agent without the flags;
 *   - proxy.ts's matcher lists the complement of these conditions (a literal Next can read at build time);
 *     lib/routing/fastPath.test.ts checks, request by request, that exactly one of the two handles a page
 *     and that both give the screen the same parameters.
 * The one rewrite left is "/" to "/home.html" (a page at "/" would be rendered at build time, when the
 * platform need not run).
 * Security headers are no concern of routing: one rule of next.config.ts gives them to every answer.
 */

/** The internal locale segment for "the site's configured locale". */
export const SITE_LOCALE = 'auto';

/** A case-insensitive pattern for a word (Next's has/missing regexes take no flags). */
function anyCase(word) {
  return word.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}

/**
 * A phone or tablet browser that is neither WeChat nor the native app (lib/context.ts: not desktop, not
 * wechat, not inApp). Stricter than lib/context.ts where it is simpler to be (the phone words must be
 * spelt as browsers spell them): a user agent it misses only takes the slower path.
 */
export const PLAIN_PHONE_UA = `(?!.*(?:${anyCase('MicroMessenger')}|xyApp/)).*(?:Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone).*`;

/**
 * Query parameters that change the reading context, the language or the theme cookie (proxy.ts reads them).
 * Not isShare: a phone browser is in share mode anyway, so a shared link (…?isShare=true&shareTime=…) reads
 * the plain page (lib/context.ts) and takes the fast path like any other.
 */
export const PROXY_QUERY_KEYS = ['yl', 'isPreview', 'ck', 'isView', 'cms', 'inCmsPage', 'lang', 'theme'];

/** Cookies proxy.ts reads for a plain phone reader. */
export const PROXY_COOKIES = ['lang'];

/**
 * The platform's ids have at most this many digits (integers it stores; it refuses longer ones): a longer
 * id in a path is malformed, the cached 404, never a call the platform refuses.
 */
export const MAX_ID_DIGITS = 9;

const ID = `\\d{1,${MAX_ID_DIGITS}}`;

/** Screens addressed by an id and an optional column or parent (/newsDetail/5/123.html, /newsDetail/123.html). */
const FAST_DETAIL_SCREENS = [
  'newsDetail',
  'imageDetail',
  'videoDetail',
  'columnDetail',
  'specDetail',
  'liveDetail',
  'columnShare',
];
/** Reading screens without parameters (/moreLive.html). */
const FAST_PLAIN_SCREENS = ['moreModules', 'moreLive', 'aboutUs', 'downloadClient'];
/** Reading screens of one parameter, given (/tagList/3.html). */
const FAST_SINGLE_SCREENS = [
  'moreImage',
  'specMore',
  'tagList',
  'timeline',
  'linkDetail',
  'onlineStudy',
  'subscriptionList',
];

/** The screens of the fast path, by the shape of their public path. */
export const FAST_SCREENS = {
  detail: FAST_DETAIL_SCREENS,
  plain: ['home', ...FAST_PLAIN_SCREENS],
  single: FAST_SINGLE_SCREENS,
};

const detail = FAST_DETAIL_SCREENS.join('|');

/**
 * The public paths of the fast path as one regular expression (without the leading slash): what the
 * proxy's matcher in proxy.ts leaves out, written there as a literal (Next reads it at build time) and
 * checked against this by lib/routing/fastPath.test.ts.
 */
export const FAST_PATHS_PATTERN = [
  '(?:index|home)\\.html',
  `(?:${detail})/(?:${ID}/)?${ID}\\.html`,
  `(?:${FAST_PLAIN_SCREENS.join('|')})\\.html`,
  `(?:${FAST_SINGLE_SCREENS.join('|')})/${ID}\\.html`,
].join('|');

/**
 * The shape of every fast path: a name and at most two ids, .html. The proxy's entries for the fast
 * path's exceptions (a flag, a language choice…) name the paths by it, since its first entry takes every
 * other page path: what such an entry sees is a fast path, or no page (Next's files, the API, "/").
 */
export const PAGE_SHAPE = '\\w+(?:/\\d+){0,2}\\.html';

/** The conditions of the fast path, in next.config's has/missing form. */
export const FAST_CONDITIONS = {
  has: [{ type: 'header', key: 'user-agent', value: PLAIN_PHONE_UA }],
  missing: [
    ...PROXY_QUERY_KEYS.map((key) => ({ type: 'query', key })),
    ...PROXY_COOKIES.map((key) => ({ type: 'cookie', key })),
  ],
};

/**
 * next.config rewrites (beforeFiles: after the proxy would have run, before the file system): "/" is the
 * home page, /home.html, on the fast path like every other page of it.
 */
export function fastRewrites() {
  return [{ source: '/', destination: '/home.html', ...FAST_CONDITIONS }];
}
