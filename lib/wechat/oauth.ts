/**
 * WeChat web authorisation (spec §4 "Shared page inside the messaging app"; platform-api.md "WeChat"):
 * the OAuth address (user-info scope, always back to this site's own page), the page address without the
 * code WeChat appended, and the rules of retrying (at most 2 retries, then failed).
 *
 * The state is the spec's `isShare` followed by a nonce the proxy keeps in this browser's cookie
 * (WX_STATE_COOKIE) before it sends the reader to WeChat: a code that comes back is this browser's only
 * when its state carries that nonce. Anyone else's code (an attacker's link `?code=theirs&state=isShare`)
 * is dropped and the reader authorised afresh, so no one is logged in as someone else (login CSRF).
 */
export const WX_STATE = 'isShare';
/** The nonce of the authorisation under way in this browser (HttpOnly; set and checked by the proxy). */
export const WX_STATE_COOKIE = 'wx_state';
export const WX_STATE_MAX_AGE_S = 600;
const NONCE = /^[0-9a-f]{32}$/;
/** Set by the page when authorisation ended: "ok" or "failed" (the proxy then stops redirecting). */
export const WX_AUTH_COOKIE = 'wx_auth';
export const WX_RETRY_KEY = 'wxAuthRetry';
/** Local storage (spec §3): the authorisation's state (WxInit) and the code being spent. */
export const WX_INIT_KEY = 'weixinInit';
export const WX_CODE_KEY = 'weixinCode';
export const WX_RETRY_LIMIT = 2;

/** Authorisation status (spec §4): 0 none, 1 in progress, 2 success, -1 failed; weixinInit 0, 1, -1. */
export type WxAuthStatus = 0 | 1 | 2 | -1;
export type WxInit = 0 | 1 | -1;

/**
 * The fragment WeChat's OAuth address ends with. A browser keeps a fragment across redirects whose
 * Location has none, so the reader comes back with it: the page drops it with the code (never shared on).
 */
export const WECHAT_REDIRECT_HASH = '#wechat_redirect';

/** The page's own fragment, without WeChat's. */
export function ownHash(hash: string): string {
  return hash === WECHAT_REDIRECT_HASH ? '' : hash;
}

export function oauthUrl(base: string, appid: string, redirectUri: string, nonce: string): string {
  const query = new URLSearchParams({
    appid,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: `${WX_STATE}${nonce}`,
  });
  return `${base}?${query}${WECHAT_REDIRECT_HASH}`;
}

/** A fresh nonce for one trip to WeChat (32 hex digits: within WeChat's [a-zA-Z0-9]{0,128}). */
export function newStateNonce(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** WeChat's code in a page's query: there when a state of ours (isShare…) came with it. */
export function wechatCode(query: URLSearchParams): string | undefined {
  return (query.get('state')?.startsWith(WX_STATE) && query.get('code')) || undefined;
}

/**
 * What a page's query says of WeChat's return: none (no code of WeChat's), or the code and whether its
 * state carries this browser's nonce. The page takes the code only after the proxy let it through.
 */
export function wechatReturn(
  query: URLSearchParams,
  cookieNonce: string | undefined,
): { code: string; ours: boolean } | undefined {
  const code = wechatCode(query);
  if (!code) return undefined;
  const nonce = query.get('state')!.slice(WX_STATE.length);
  return { code, ours: NONCE.test(nonce) && nonce === cookieNonce };
}

/** This page's address for WeChat to come back to: our own origin and path, without code, state and hash. */
export function pageWithoutCode(publicUrl: string, basePath: string, pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('code');
  query.delete('state');
  const rest = query.toString();
  return `${publicUrl}${basePath}${pathname}${rest ? `?${rest}` : ''}`;
}

/**
 * Whether a request is the reader's own load of a page (a navigation of the browser), not a prefetch, an
 * RSC payload of a client navigation, or a subresource: only that may be sent to WeChat's OAuth page,
 * which spends a code on every visit.
 */
export function isPageLoad(headers: Headers): boolean {
  if (headers.get('rsc') || headers.get('next-router-prefetch')) return false;
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`;
  if (/prefetch/i.test(purpose)) return false;
  const mode = headers.get('sec-fetch-mode');
  return mode === null || mode === 'navigate';
}

/** Whether a shared page opened in WeChat must first go to WeChat's OAuth page. */
export function needsOauth(input: {
  pageLoad: boolean;
  wechat: boolean;
  shareMode: boolean;
  authLogin: number;
  appid: string;
  hasCode: boolean;
  authCookie?: string;
}): boolean {
  return (
    input.pageLoad &&
    input.wechat &&
    input.shareMode &&
    input.authLogin === 1 &&
    Boolean(input.appid) &&
    !input.hasCode &&
    !input.authCookie
  );
}

/** After a user-info answer without openid: retry (a new code) while fewer than 2 retries were made. */
export function nextAfterMissingOpenid(retries: number): 'retry' | 'fail' {
  return retries < WX_RETRY_LIMIT ? 'retry' : 'fail';
}
