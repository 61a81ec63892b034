/**
 * Reading context (spec §6): share mode, preview, view, CMS, in-app, plus the device class that decides
 * the page class style (1 desktop, 2 mobile, 3 desktop in CMS). proxy.ts detects it from the query and the
 * user agent and folds it into one internal path segment of words ("plain", "preview-share",
 * "desktop-wechat"), so pages never read headers or search params and their HTML is cached per (locale,
 * context).
 */

export interface ReadingContext {
  /** Inside the native app (detected from the user agent). */
  inApp: boolean;
  /** yl=1 or isPreview=true. */
  preview: boolean;
  /** ck=1 or isView=true. */
  view: boolean;
  /** cms=1 or inCmsPage=true. */
  cms: boolean;
  /** isShare=true where it matters: in the app, in preview or in view (everywhere else share mode is on anyway). */
  shareFlag: boolean;
  /** A desktop browser (no phone or tablet in the user agent). */
  desktop: boolean;
  /** Inside the messaging app (WeChat: MicroMessenger in the user agent): its own share-title limit, its SDK. */
  wechat: boolean;
}

export const DEFAULT_CONTEXT: ReadingContext = {
  inApp: false,
  preview: false,
  view: false,
  cms: false,
  shareFlag: false,
  desktop: false,
  wechat: false,
};

/** Each flag's word in the segment, in the order they are written. */
const WORDS: [keyof ReadingContext, string][] = [
  ['inApp', 'app'],
  ['preview', 'preview'],
  ['view', 'view'],
  ['cms', 'cms'],
  ['shareFlag', 'share'],
  ['desktop', 'desktop'],
  ['wechat', 'wechat'],
];

/** The segment for a context without any flag. */
export const PLAIN_CONTEXT = 'plain';

/** The context's path segment: its flags' words joined by "-", in WORDS' order, or "plain". */
export function encodeContext(context: ReadingContext): string {
  const words = WORDS.filter(([key]) => context[key]).map(([, word]) => word);
  return words.join('-') || PLAIN_CONTEXT;
}

/** Reads a context segment back; anything that encodeContext would not write gives undefined. */
export function decodeContext(segment: string | undefined): ReadingContext | undefined {
  if (!segment) return undefined;
  if (segment === PLAIN_CONTEXT) return { ...DEFAULT_CONTEXT };
  const words = segment.split('-');
  const context = { ...DEFAULT_CONTEXT };
  let position = 0;
  for (const [key, word] of WORDS) {
    if (words[position] === word) {
      context[key] = true;
      position++;
    }
  }
  return position === words.length ? context : undefined;
}

function flag(search: URLSearchParams, short: string, long: string): boolean {
  return search.get(short) === '1' || search.get(long) === 'true';
}

/** The native app's user agent token: "… xyApp/5.2.0 xyUid/12345". */
export const APP_UA = /\bxyApp\/[\d.]+/;
const APP_UID = /\bxyUid\/(\d{1,20})\b/;

export function detectInApp(userAgent: string): { inApp: boolean; userId?: string } {
  if (!APP_UA.test(userAgent)) return { inApp: false };
  const uid = APP_UID.exec(userAgent)?.[1];
  return uid ? { inApp: true, userId: uid } : { inApp: true };
}

export function isDesktop(userAgent: string): boolean {
  if (!userAgent) return false;
  return !/Mobi|Android|iPhone|iPad|iPod|HarmonyOS|Windows Phone|MicroMessenger/i.test(userAgent);
}

export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function detectContext(search: URLSearchParams, userAgent: string): ReadingContext {
  const inApp = detectInApp(userAgent).inApp;
  const preview = flag(search, 'yl', 'isPreview');
  const view = flag(search, 'ck', 'isView');
  return {
    inApp,
    preview,
    view,
    cms: flag(search, 'cms', 'inCmsPage'),
    // isShare=true only changes something where share mode is otherwise off (in the app, preview, view).
    // Elsewhere it is left out: a shared link reads the same cached page as the plain one, and the edge
    // shares one copy of both (lib/routing/plainReader.mjs).
    shareFlag: search.get('isShare') === 'true' && (inApp || preview || view),
    desktop: isDesktop(userAgent),
    wechat: isWeChat(userAgent),
  };
}

/** Share mode: isShare=true, or not in the app and neither preview nor view. */
export function isShareMode(context: ReadingContext): boolean {
  return context.shareFlag || (!context.inApp && !context.preview && !context.view);
}

/** Preview, view and CMS pages show unreleased or editorial state: never cached, always fresh. */
export function bypassesCache(context: ReadingContext): boolean {
  return context.preview || context.view || context.cms;
}

/** Page class style: 1 desktop, 2 mobile, 3 desktop in CMS. */
export function pageStyle(context: ReadingContext): 1 | 2 | 3 {
  if (!context.desktop) return 2;
  return context.cms ? 3 : 1;
}

/**
 * Whether pages may be kept for reading offline: not inside WeChat or the native app (their webviews limit
 * service workers; they work as without one) and not for an editor, whose pages no cache keeps.
 */
export function keepsPagesOffline(context: ReadingContext): boolean {
  return !context.wechat && !context.inApp && !bypassesCache(context);
}
