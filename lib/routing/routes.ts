/**
 * The spec's route table (§2): every public path ends in .html and may carry optional parameters
 * (/newsDetail/:columnId?/:id?.html). proxy.ts turns a public path into an internal one,
 * /{locale}/{ctx}/{route}/{param}/{param}…, where every parameter has a fixed position ("_" when absent),
 * so each screen is one app route folder named as in the spec.
 */

export interface RouteSpec {
  /** Parameter names in path order. */
  params: readonly string[];
  /** Parameters that the path must carry (the others are optional). */
  required?: readonly string[];
  /** The route title of the spec, when it gives one (a message key in "routes"). */
  titled?: boolean;
  /** Screens whose content has an unreleased (preview) variant: rendered fresh for preview, view and CMS. */
  previewable?: boolean;
  /** Kept alive: coming back restores the scroll position and what was loaded. */
  keepAlive?: boolean;
  /** Needs app auth when the site's xyAuth is 1 (spec §6: the voting screens). */
  needsAuth?: boolean;
  /**
   * Query parameters the screen is addressed by (/noticeDetail.html?id=2): the proxy moves them into the
   * internal path after the path parameters, so the screen stays cacheable per value.
   */
  query?: readonly string[];
}

export const ROUTES = {
  home: { params: [], keepAlive: true },
  login: { params: [] },
  newsDetail: { params: ['columnId', 'id'], previewable: true },
  imageDetail: { params: ['columnId', 'id'], previewable: true },
  videoDetail: { params: ['columnId', 'id'], previewable: true },
  liveDetail: { params: ['linkID', 'id'], required: ['id'] },
  activityDetail: { params: ['id'] },
  activityApply: { params: ['linkID', 'id'] },
  activityVote: { params: ['linkID', 'id'], titled: true, needsAuth: true },
  voteItemDetail: { params: ['id', 'voteId', 'optionId'], needsAuth: true },
  activityVoteWeb: { params: ['linkID', 'id'], needsAuth: true },
  signupdetail: { params: [] },
  writeOff: { params: ['activityID', 'registCode', 'shopSite'] },
  moreModules: { params: [] },
  moreLive: { params: [] },
  moreImage: { params: ['id'] },
  commentAll: { params: ['id', 'source'], required: ['source'] },
  replyAll: { params: ['id'], required: ['id'] },
  specDetail: { params: ['linkID', 'id'] },
  specMore: { params: ['columnId'] },
  invite: { params: [], titled: true },
  shareinvite: { params: [], titled: true },
  aboutUs: { params: [] },
  xyDetail: { params: ['id'] },
  xyListShare: { params: [], titled: true },
  xyRules: { params: [], titled: true },
  reporter: { params: ['id'], keepAlive: true },
  dynamicDetail: { params: ['id'], titled: true },
  topicDetail: { params: ['id'], titled: true },
  askDetail: { params: ['id'], titled: true },
  qaDetail: { params: ['id'], titled: true },
  newQaDetail: { params: ['id'], titled: true },
  downloadClient: { params: [] },
  figureDetail: { params: ['id'] },
  LeaderViewList: { params: [] },
  mvodShare: { params: ['id'], required: ['id'] },
  minVideoDetail: { params: ['id'], required: ['id'] },
  integralShop: { params: [], titled: true },
  previewPDF: { params: [], titled: true, query: ['id'] },
  linkDetail: { params: ['id'], required: ['id'] },
  onlineStudy: { params: ['id'], required: ['id'] },
  tipoffDetail: { params: ['id'], titled: true },
  seekArticleDetail: { params: ['linkID', 'id'], titled: true },
  inputArticleDetail: { params: ['id'], titled: true },
  personageReports: { params: ['id'], titled: true },
  columnDetail: { params: ['columnId', 'id'], titled: true },
  productDetail: { params: [], titled: true, query: ['id'] },
  noticeDetail: { params: [], titled: true, query: ['id'] },
  circleDetail: { params: ['id'] },
  friendsCircleDetail: { params: ['id'] },
  postDetail: { params: ['id'] },
  tagList: { params: ['tagId'] },
  subscriptionList: { params: ['id'] },
  userDetail: { params: ['id'] },
  invitedToDownload: { params: ['id', 'code'] },
  columnShare: { params: ['parentId', 'id'] },
  getUserInfo: { params: [], titled: true },
  paperSharePage: { params: ['time', 'paperId', 'layout'] },
  timeline: { params: ['id'], titled: true },
} as const satisfies Record<string, RouteSpec>;

export type RouteName = keyof typeof ROUTES;
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
  if (pathname === '/' || pathname === '' || pathname === '/index.html') return { route: 'home', params: {} };
  if (!pathname.startsWith('/') || !pathname.endsWith('.html') || pathname.length > 512) return undefined;
  const parts = pathname.slice(1, -'.html'.length).split('/');
  const [name, ...segments] = parts;
  if (!name || !isRouteName(name)) return undefined;
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

/**
 * A public path whose extension is .html in another case (/newsDetail/1/2.HTML, /HOME.Html): the same
 * path with ".html", where the page is; undefined for any other path. Only the extension: route names
 * are case-sensitive (newsDetail), and a wrong one still goes home.
 */
export function withLowerCaseExtension(pathname: string): string | undefined {
  const extension = pathname.slice(-'.html'.length);
  if (extension === '.html' || extension.toLowerCase() !== '.html') return undefined;
  return `${pathname.slice(0, -'.html'.length)}.html`;
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

/**
 * The parameters of a screen's folder (app/[locale]/[ctx]/{route}/[p1]/[p2]…), as its internal path
 * writes them: every path and query parameter, "_" when absent.
 */
export function internalParams(match: MatchedRoute): Record<string, string> {
  const spec: RouteSpec = ROUTES[match.route];
  return Object.fromEntries(
    [...spec.params, ...(spec.query ?? [])].map((name) => [name, encodeURIComponent(match.params[name] ?? ABSENT)]),
  );
}

/** The internal path that proxy.ts rewrites to: /{locale}/{ctx}[/preview]/{route}/{p1}/{p2}… */
export function internalPath(locale: string, ctx: string, match: MatchedRoute, fresh: boolean): string {
  const segments = Object.values(internalParams(match));
  return `/${[locale, ctx, ...(fresh ? ['preview'] : []), match.route, ...segments].join('/')}`;
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

/** A positive numeric id (up to 12 digits), or undefined for anything malformed. */
export function parseId(value: string | undefined): number | undefined {
  const text = paramValue(value);
  if (!text || !/^\d{1,12}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
