// @ts-check
/**
 * The plainest reader: a phone browser (not WeChat, not the native app), no reading-context flag, no
 * language choice in the query or a cookie. Every such reader gets the same page for a path, so the edge
 * of the scale-out topology shares one copy of it among them (scripts/lib/nginxConfig.mjs): these are the
 * conditions it shares a page on, in plain JavaScript so that nginx's configuration is written from them.
 * They agree with what proxy.ts reads (lib/context.ts, lib/i18n/locales.ts); tests/unit/plainReader.test.ts
 * checks that a request the edge would share is the plain reader's page to proxy.ts.
 */

/** A case-insensitive pattern for a word (nginx's map patterns are written without flags). */
function anyCase(word) {
  return word.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}

/**
 * A phone or tablet browser that is neither WeChat nor the native app (lib/context.ts: not desktop, not
 * wechat, not inApp). Stricter than lib/context.ts where it is simpler to be (the phone words must be
 * spelt as browsers spell them): a user agent it misses only passes the edge to an instance.
 */
export const PLAIN_PHONE_UA = `(?!.*(?:${anyCase('MicroMessenger')}|xyApp/)).*(?:Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone).*`;

/**
 * Query parameters that change the reading context, the language or the theme cookie (proxy.ts reads them).
 * Not isShare: a phone browser is in share mode anyway, so a shared link (…?isShare=true&shareTime=…) reads
 * the plain page (lib/context.ts).
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
const DETAIL_SCREENS = [
  'newsDetail',
  'imageDetail',
  'videoDetail',
  'columnDetail',
  'specDetail',
  'liveDetail',
  'columnShare',
];
/** Reading screens without parameters (/moreLive.html). */
const PLAIN_SCREENS = ['moreModules', 'moreLive', 'aboutUs', 'downloadClient'];
/** Reading screens of one parameter, given (/tagList/3.html). */
const SINGLE_SCREENS = [
  'moreImage',
  'specMore',
  'tagList',
  'timeline',
  'linkDetail',
  'onlineStudy',
  'subscriptionList',
];

/**
 * Query parameters that address a shared reading page (home's section: /home.html?column=21): the edge
 * keeps a copy per value (lib/routing/routes.ts names them in the routes' `query`).
 */
export const EDGE_QUERY_KEYS = ['column'];

/**
 * The reading pages the edge shares among plain readers, as one regular expression of the public path
 * without its leading slash ("" is "/", the home page): home, the article screens, columns, special
 * topics, lives and the spec's reading lists, the pages most readers land on from a shared link.
 */
export const EDGE_PAGES_PATTERN = [
  '(?:index|home)\\.html',
  `(?:${DETAIL_SCREENS.join('|')})/(?:${ID}/)?${ID}\\.html`,
  `(?:${PLAIN_SCREENS.join('|')})\\.html`,
  `(?:${SINGLE_SCREENS.join('|')})/${ID}\\.html`,
].join('|');
