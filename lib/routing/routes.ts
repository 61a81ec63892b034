/**
 * The spec's route table (§2): every public path ends in .html and may carry optional parameters
 * (/newsDetail/:columnId?/:id?.html). proxy.ts reads a public path with it and rewrites the request to
 * the screen's folder, /~{locale}~{ctx}/{route}/{param}/{param}… (app/[variant]/{route}/[param]/…/page.tsx),
 * where every parameter has a fixed position ("_" when absent). How long a screen's page is cached is its
 * page's own `revalidate`.
 */
import { MAX_ID_DIGITS } from './plainReader.mjs';
import { screenNameOf } from './screenName';

export interface RouteSpec {
  /** Parameter names in path order. */
  params: readonly string[];
  /** Parameters that the path must carry (the others are optional). */
  required?: readonly string[];
  /** The route title of the spec, when it gives one (a message key in "routes"). */
  titled?: boolean;
  /** Needs app auth when the site's xyAuth is 1 (spec §6: the voting screens). */
  needsAuth?: boolean;
  /**
   * Query parameters the screen is addressed by (/noticeDetail.html?id=2): the proxy moves them into the
   * internal path after the path parameters, so the screen stays cacheable per value.
   */
  query?: readonly string[];
  /**
   * Its address without any parameter is a page of its own (/subscriptionList.html: every account). Any
   * other screen with parameters addressed with none (/xyDetail.html, /specMore.html) has nothing to
   * show: the reader goes home (proxy.ts, goesHomeBare), as the original does.
   */
  bareShows?: boolean;
  /**
   * An alias of another screen, drawn by that screen's definition (screens/{drawnBy}.tsx) under this
   * route's own path, title and name, which the screen reads where the two differ (mvodShare: the short
   * video as shared, with the download link; newQaDetail: the question in its newer layout).
   */
  drawnBy?: string;
  /**
   * The page shows one content (an article, a post, a question, a profile), which is in a language of its
   * own: the page says that language and has one address (lib/loaders/contentLanguage.ts reads it). The
   * other pages' content is the interface (home, lists, forms), in each of the reader's languages.
   */
  oneContent?: boolean;
}

export const ROUTES = {
  // a section of home (/home.html?column=21): an address of its own, cached per section
  home: { params: [], query: ['column'], bareShows: true },
  login: { params: [] },
  newsDetail: { params: ['columnId', 'id'], oneContent: true },
  imageDetail: { params: ['columnId', 'id'], oneContent: true },
  videoDetail: { params: ['columnId', 'id'], oneContent: true },
  liveDetail: { params: ['linkID', 'id'], required: ['id'], oneContent: true },
  activityDetail: { params: ['id'] },
  activityApply: { params: ['linkID', 'id'] },
  activityVote: { params: ['linkID', 'id'], titled: true, needsAuth: true },
  voteItemDetail: { params: ['id', 'voteId', 'optionId'], needsAuth: true },
  activityVoteWeb: { params: ['linkID', 'id'], needsAuth: true, drawnBy: 'activityVote' },
  signupdetail: { params: [] },
  // cached: the voucher's state, which changes when it is used, is read again in the browser
  writeOff: { params: ['activityID', 'registCode', 'shopSite'] },
  moreModules: { params: [] },
  moreLive: { params: [] },
  moreImage: { params: ['id'], bareShows: true },
  commentAll: { params: ['id', 'source'], required: ['source'] },
  replyAll: { params: ['id'], required: ['id'] },
  specDetail: { params: ['linkID', 'id'], oneContent: true },
  specMore: { params: ['columnId'] },
  invite: { params: [], titled: true },
  // the inviter's code and id in the query (/shareinvite.html?code=LANHAI&userid=3): cached per code
  shareinvite: { params: [], titled: true, query: ['code', 'userid'], bareShows: true },
  aboutUs: { params: [] },
  xyDetail: { params: ['id'], oneContent: true },
  xyListShare: { params: [], titled: true },
  xyRules: { params: [], titled: true },
  reporter: { params: ['id'] },
  dynamicDetail: { params: ['id'], titled: true, oneContent: true },
  topicDetail: { params: ['id'], titled: true },
  askDetail: { params: ['id'], titled: true, oneContent: true },
  qaDetail: { params: ['id'], titled: true, oneContent: true },
  newQaDetail: { params: ['id'], titled: true, drawnBy: 'qaDetail', oneContent: true },
  downloadClient: { params: [] },
  figureDetail: { params: ['id'], oneContent: true },
  LeaderViewList: { params: [] },
  mvodShare: { params: ['id'], required: ['id'], drawnBy: 'minVideoDetail', oneContent: true },
  minVideoDetail: { params: ['id'], required: ['id'], oneContent: true },
  integralShop: { params: [], titled: true },
  previewPDF: { params: [], titled: true, query: ['id'] },
  linkDetail: { params: ['id'], required: ['id'], oneContent: true },
  onlineStudy: { params: ['id'], required: ['id'], oneContent: true },
  tipoffDetail: { params: ['id'], titled: true, oneContent: true },
  seekArticleDetail: { params: ['linkID', 'id'], titled: true },
  inputArticleDetail: { params: ['id'], titled: true, oneContent: true },
  personageReports: { params: ['id'], titled: true },
  columnDetail: { params: ['columnId', 'id'], titled: true },
  productDetail: { params: [], titled: true, query: ['id'] },
  noticeDetail: { params: [], titled: true, query: ['id', 'circleId'] },
  circleDetail: { params: ['id'] },
  friendsCircleDetail: { params: ['id'] },
  postDetail: { params: ['id'], oneContent: true },
  tagList: { params: ['tagId'] },
  subscriptionList: { params: ['id'], bareShows: true },
  userDetail: { params: ['id'] },
  invitedToDownload: { params: ['id', 'code'], bareShows: true },
  columnShare: { params: ['parentId', 'id'] },
  getUserInfo: { params: [], titled: true },
  paperSharePage: { params: ['time', 'paperId', 'layout'], bareShows: true },
  timeline: { params: ['id'], titled: true },
  // not the spec's: the pages kept for reading offline, and what the service worker shows offline
  savedArticles: { params: [] },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
/** The routes of one content (RouteSpec.oneContent). */
export type OneContentRoute = {
  [K in RouteName]: (typeof ROUTES)[K] extends { oneContent: true } ? K : never;
}[RouteName];

/** Whether the route's page shows one content, in a language of its own (RouteSpec.oneContent). */
export function isOneContent(route: RouteName): route is OneContentRoute {
  return Boolean((ROUTES[route] as RouteSpec).oneContent);
}
export type RouteParams = Record<string, string | undefined>;

export interface MatchedRoute {
  route: RouteName;
  params: RouteParams;
}

/** Marks an absent parameter in an internal path. */
export const ABSENT = '_';

/** What a path parameter may hold: ids, codes, dates (2026-11-21), layouts. Anything else is refused. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_\-.]{0,63}$/;

export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(ROUTES, name);
}

export function routeSpec(route: RouteName): RouteSpec {
  return ROUTES[route];
}

/**
 * Assigns path segments to a route's parameters. With fewer segments than parameters, the parameters
 * before `id` are the ones left out first (/newsDetail/123.html is the article 123, /newsDetail/5/123.html
 * the article 123 of column 5); after that, trailing parameters are left out. Required parameters must
 * be filled.
 */
export function assignParams(spec: RouteSpec, segments: string[]): RouteParams | undefined {
  const names = [...spec.params];
  if (segments.length > names.length) return undefined;
  let dropLeading = names.length - segments.length;
  const idIndex = names.indexOf('id');
  const leading = idIndex > 0 ? names.slice(0, idIndex) : [];
  const skipped = new Set<string>();
  for (const name of leading) {
    if (dropLeading === 0) break;
    skipped.add(name);
    dropLeading--;
  }
  const order = names.filter((name) => !skipped.has(name));
  const params: RouteParams = {};
  for (const name of names) params[name] = undefined;
  order.forEach((name, index) => {
    params[name] = segments[index];
  });
  for (const name of spec.required ?? []) if (params[name] === undefined) return undefined;
  return params;
}

/**
 * Reads a public path (without the base path): "/newsDetail/5/123.html" → newsDetail {columnId: 5, id: 123}.
 * "/" and "/index.html" are home. Anything else, including malformed segments, gives undefined.
 */
export function parseAppPath(pathname: string, search?: URLSearchParams): MatchedRoute | undefined {
  const name = screenNameOf(pathname);
  if (!name || !isRouteName(name)) return undefined;
  const segments = pathname.slice(1, -'.html'.length).split('/').slice(1);
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (decoded.some((segment) => !SEGMENT.test(segment))) return undefined;
  const spec: RouteSpec = ROUTES[name];
  const params = assignParams(spec, decoded);
  if (!params) return undefined;
  for (const key of spec.query ?? []) {
    const value = search?.get(key) ?? undefined;
    // a malformed query value is left out (the screen shows its empty state), never passed on
    params[key] = value !== undefined && SEGMENT.test(value) ? value : undefined;
  }
  return { route: name, params };
}

/** Whether the path gives none of its route's parameters (path or query). */
export function isBare(match: MatchedRoute): boolean {
  return Object.values(match.params).every((value) => value === undefined);
}

/** One rule for every screen: one with parameters, addressed with none, goes home unless it bareShows. */
export function goesHomeBare(match: MatchedRoute): boolean {
  const spec = routeSpec(match.route);
  const takesParameters = spec.params.length > 0 || Boolean(spec.query?.length);
  return takesParameters && !spec.bareShows && isBare(match);
}

/**
 * A public path whose extension is .html in another spelling (/newsDetail/1/2.HTML, /HOME.Html, the
 * old servers' /newsDetail/1/2.htm): the same path with ".html", where the page is; undefined for any
 * other path. Only the extension: route names are case-sensitive (newsDetail), and a wrong one still
 * goes home.
 */
export function withHtmlExtension(pathname: string): string | undefined {
  const extension = /\.html?$/i.exec(pathname)?.[0];
  if (!extension || extension === '.html') return undefined;
  return `${pathname.slice(0, -extension.length)}.html`;
}

/** The public path of a screen: appPath('newsDetail', {columnId: 5, id: 123}) → "/newsDetail/5/123.html". */
export function appPath(route: RouteName, params: Record<string, string | number | undefined | null> = {}): string {
  const spec: RouteSpec = ROUTES[route];
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  const idIndex = spec.params.indexOf('id');
  const segments: string[] = [];
  spec.params.forEach((name, index) => {
    const value = params[name];
    if (present(value)) segments.push(encodeURIComponent(String(value)));
    else if (index > idIndex && spec.params.slice(index + 1).some((later) => present(params[later])))
      throw new Error(`appPath(${route}): ${name} must be given when a later parameter is`);
  });
  const query = (spec.query ?? []).filter((name) => present(params[name]));
  const search = query.map((name) => `${name}=${encodeURIComponent(String(params[name]))}`).join('&');
  return `/${[route, ...segments].join('/')}.html${search ? `?${search}` : ''}`;
}

/** The parameters of a screen in its internal path, in order: every path and query parameter, "_" when absent. */
export function internalParams(match: MatchedRoute): string[] {
  const spec: RouteSpec = ROUTES[match.route];
  return [...spec.params, ...(spec.query ?? [])].map((name) => encodeURIComponent(match.params[name] ?? ABSENT));
}

/**
 * The first segment of an internal path: the locale and the reading context, "~en~desktop", and for a page
 * of one content (an article, a post, a profile) the language of that content, "~en~plain~cn".
 */
export function variantSegment(locale: string, ctx: string, contentLocale?: string): string {
  return `~${locale}~${ctx}${contentLocale ? `~${contentLocale}` : ''}`;
}

/** The internal path that proxy.ts rewrites to: /~{locale}~{ctx}[~{content}]/{route}/{p1}/{p2}… (the screen's folder). */
export function internalPath(locale: string, ctx: string, match: MatchedRoute, contentLocale?: string): string {
  return `/${[variantSegment(locale, ctx, contentLocale), match.route, ...internalParams(match)].join('/')}`;
}

/** The screens that need app auth when the site's xyAuth is 1 (components/shell/SessionGuard.tsx). */
export const AUTH_SCREENS: readonly RouteName[] = (Object.keys(ROUTES) as RouteName[]).filter(
  (route) => (ROUTES[route] as RouteSpec).needsAuth,
);

/** Reads the first segment of an internal path (written by proxy.ts); anything else undefined. */
export function readVariant(segment: string): { locale: string; ctx: string; contentLocale?: string } | undefined {
  const variant = /^~([a-z]{2,6})~([a-z-]{1,64})(?:~([a-z]{2,6}))?$/.exec(decodeURIComponentSafe(segment));
  if (!variant) return undefined;
  const [, locale, ctx, contentLocale] = variant;
  return contentLocale ? { locale: locale!, ctx: ctx!, contentLocale } : { locale: locale!, ctx: ctx! };
}

/** Whether a request's path names an internal path (its first segment starts with ~, however encoded). */
export function isInternalPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return decodeURIComponentSafe(first).startsWith('~') || /^%7e/i.test(first);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A screen's parameters as its folder gives them (app/[variant]/newsDetail/[columnId]/[id]: {columnId:
 * "_", id: "123"}): each path and query parameter of the route, decoded and checked; "_" and anything
 * malformed are absent.
 */
export function readRouteParams(route: RouteName, segments: Record<string, string | undefined>): RouteParams {
  const spec: RouteSpec = ROUTES[route];
  const params: RouteParams = {};
  for (const name of [...spec.params, ...(spec.query ?? [])]) {
    const value = paramValue(segments[name]);
    params[name] = value !== undefined && SEGMENT.test(value) ? value : undefined;
  }
  return params;
}

/** A parameter as a page receives it from its folder: "_" (absent) → undefined. */
export function paramValue(value: string | undefined): string | undefined {
  if (value === undefined || value === ABSENT || value === '') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const ID_TEXT = new RegExp(`^\\d{1,${MAX_ID_DIGITS}}$`);

/** A positive numeric id (up to MAX_ID_DIGITS digits, as the platform's), or undefined for anything else. */
export function parseId(value: string | undefined): number | undefined {
  const text = paramValue(value);
  if (!text || !ID_TEXT.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
