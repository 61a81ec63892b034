/**
 * WeChat web authorisation (spec §4 "Shared page inside the messaging app"; platform-api.md "WeChat"):
 * the OAuth address (user-info scope, state isShare, always back to this site's own page), the page address
 * without the code WeChat appended, and the rules of retrying (at most 2 retries, then failed).
 */
export const WX_STATE = 'isShare';
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

export function oauthUrl(base: string, appid: string, redirectUri: string): string {
  const query = new URLSearchParams({
    appid,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: WX_STATE,
  });
  return `${base}?${query}#wechat_redirect`;
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
