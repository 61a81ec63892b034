/**
 * The platform protocol around each call (spec §4 route guard, §7, §8; platform/API.md "Auth"):
 * - before: the token header in token mode (fetching an anonymous token when none is stored), the signed
 *   auth headers when the site asks for them (running the authinfo → auth exchange when no auth token and
 *   secret are stored), sign4 from config version 3;
 * - after a refusal: 1004 clears the auth token and secret, counts the attempt in session storage and
 *   reloads (browser; at most 3 times, one count per page) or exchanges again once (server), and signs
 *   the call again when its auth token has been replaced since it was sent; 10111 retries with the current
 *   token, then with a new one (refreshed after a messaging-app login, anonymous otherwise), and inside the
 *   native app asks the app to refresh and toasts after 0.8 s; 10102/10103 ask the app after 1 s to clear
 *   the user and log in; 10001 is left alone.
 */
import type { PictureRule } from '../model/imageSuffix';
import type { RuntimeConfig } from '../env';
import type { NativeBridge } from '../native/bridge';
import type { SessionStore } from './session';
import { MEMBER_CHANGE_EVENT, TOKEN_EXPIRY_MS } from './session';

export const STATUS = {
  authFailed: 1004,
  tokenInvalid: 10111,
  memberExpired: 10102,
  memberGone: 10103,
  ignored: 10001,
} as const;
export const AUTH_RETRY_KEY = 'authRetryCount';
export const AUTH_RETRY_LIMIT = 3;
export const EXPIRED_TOAST_DELAY_MS = 800;
export const RELOGIN_DELAY_MS = 1000;
export const EXPIRED_TEXT = 'user login info has expired, please re-enter this page';

export interface ProtocolFlags {
  xyAuth: number;
  tokenEnable: boolean;
  curVersions: number;
  encryptKey4: string;
  /** The picture service's suffix and the address prefix it applies to (spec §5), for every answer. */
  imageSuffix?: string;
  imageSuffixPath?: string;
}

/** How a call is signed: app calls (the default), calls that need auth under xyAuth 1, or never (auth, ads, config). */
export type Signing = 'app' | 'needsAuth' | 'none';

export interface ProtocolOptions {
  runtime: RuntimeConfig;
  session: SessionStore;
  flags: () => Promise<ProtocolFlags | undefined> | ProtocolFlags | undefined;
  environment: 'browser' | 'server';
  deviceId: () => string;
  virtualDeviceId?: () => string;
  bridge?: NativeBridge;
  /** Reloads the page (browser). */
  reload?: () => void;
  /** Session storage for the 1004 attempt counter (browser). */
  attempts?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
  schedule?: (run: () => void, ms: number) => void;
}

export interface Prepared {
  headers: Record<string, string>;
  params: Record<string, string>;
}

export type Verdict = 'retry' | 'fail';

export interface Protocol {
  /** member: send the member's access token (when logged in) whatever the token mode. */
  prepare(signing: Signing, params: Record<string, string>, member?: boolean): Promise<Prepared>;
  /** What to do after a refused call; attempt counts from 0; sent: what the refused call carried. */
  onStatus(status: number, attempt: number, sent?: Prepared): Promise<Verdict>;
  /** A call went through: the 1004 counter starts again. */
  onSuccess(): void;
}

export function flagsFromConfig(config: {
  xyApi: { xyAuth: number; curVersions: number; imageSuffixPath?: string };
  tokenEnable: boolean;
  encryptKey4: string;
  imageSuffix?: string;
}): ProtocolFlags {
  return {
    xyAuth: config.xyApi.xyAuth,
    tokenEnable: config.tokenEnable,
    curVersions: config.xyApi.curVersions,
    encryptKey4: config.encryptKey4,
    imageSuffix: config.imageSuffix ?? '',
    imageSuffixPath: config.xyApi.imageSuffixPath ?? '',
  };
}

/** The picture rule of a site's flags (none when the site has no suffix). */
export function pictureRuleOf(flags: ProtocolFlags | undefined): PictureRule | undefined {
  return flags?.imageSuffix && flags.imageSuffixPath
    ? { suffix: flags.imageSuffix, path: flags.imageSuffixPath }
    : undefined;
}

export function needsSignature(flags: ProtocolFlags | undefined, signing: Signing): boolean {
  if (!flags || signing === 'none') return false;
  return flags.xyAuth === 2 || (flags.xyAuth === 1 && signing === 'needsAuth');
}

/**
 * The crypto is loaded only by sites that sign (most readers of a site without signing never download
 * crypto-js): a dynamic import, cached by the bundler after the first use.
 */
const appAuth = () => import('../crypto/appAuth');
const paramSigning = () => import('../crypto/paramSign');

export function createProtocol(options: ProtocolOptions): Protocol {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const { runtime, session } = options;
  let exchanging: Promise<void> | undefined;
  let fetchingToken: Promise<void> | undefined;
  /** This page already asked for a reload after a 1004: later refusals of the same page count nothing. */
  let reloading = false;

  async function exchange(): Promise<void> {
    const { authInfoKey, authRequestSign, authTokenKey, decrypt3des } = await appAuth();
    const t = String(Date.now());
    const info = await doFetch(`${runtime.bases.base}/authinfo?t=${t}&siteId=${runtime.siteId}`, {
      headers: { accept: 'application/json' },
    });
    const infoBody = (await info.json()) as { status: number; data?: { appKey: string; appSecret: string } };
    const apiData = info.headers.get('api-data') ?? '';
    if (infoBody.status !== 0 || !infoBody.data || !apiData) throw new Error('authinfo refused');
    const appKey = decrypt3des(infoBody.data.appKey, authInfoKey(apiData));
    const secret = decrypt3des(infoBody.data.appSecret, authInfoKey(apiData));
    if (!appKey || !secret) throw new Error('authinfo could not be read');
    const form = new URLSearchParams({
      appKey,
      time: t,
      t,
      siteId: String(runtime.siteId),
      sign: authRequestSign(secret, t),
    });
    const auth = await doFetch(`${runtime.bases.base}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const authBody = (await auth.json()) as { status: number; data?: { authToken: string; authTime: number } };
    const token = authBody.data
      ? decrypt3des(authBody.data.authToken, authTokenKey(auth.headers.get('api-data') ?? ''))
      : '';
    if (authBody.status !== 0 || !token) throw new Error('auth refused');
    const expires = Number(authBody.data?.authTime) || Date.now() + TOKEN_EXPIRY_MS;
    session.set('authToken', token, expires);
    session.set('appSecret', secret, expires);
  }

  async function ssoToken(
    path: string,
    params: Record<string, string>,
  ): Promise<{ token?: string; accessToken?: string; refreshToken?: string }> {
    const query = new URLSearchParams({ siteId: String(runtime.siteId), device: options.deviceId(), ...params });
    const response = await doFetch(`${runtime.bases.sso}/${path}?${query}`, {
      headers: { accept: 'application/json' },
    });
    const body = (await response.json()) as {
      code: number;
      value?: { token?: string; accessToken?: string; refreshToken?: string };
    };
    if (body.code !== 1 || !body.value) throw new Error(`${path} refused`);
    return body.value;
  }

  async function newToken(): Promise<void> {
    const refreshToken = session.get('refreshToken');
    if (refreshToken) {
      try {
        const value = await ssoToken('refreshToken', {
          refreshToken,
          virtualDeviceId: options.virtualDeviceId?.() ?? '',
        });
        const expires = Date.now() + TOKEN_EXPIRY_MS;
        if (value.accessToken) session.set('accessToken', value.accessToken, expires);
        if (value.refreshToken) session.set('refreshToken', value.refreshToken);
        return;
      } catch {
        session.remove('accessToken', 'refreshToken');
      }
    }
    const value = await ssoToken('getAnonymousToken', {});
    if (value.token) session.set('securityToken', value.token, Date.now() + TOKEN_EXPIRY_MS);
  }

  const once = (
    current: Promise<void> | undefined,
    start: () => Promise<void>,
    keep: (p: Promise<void> | undefined) => void,
  ) => {
    if (current) return current;
    const running = start().finally(() => keep(undefined));
    keep(running);
    return running;
  };

  return {
    async prepare(signing, params, member) {
      const headers: Record<string, string> = {};
      const accessToken = member ? session.get('accessToken') : undefined;
      if (accessToken) headers.token = accessToken;
      if (signing === 'none') return { headers, params };
      const flags = await options.flags();
      let out = params;
      if (flags?.tokenEnable) {
        if (!session.get('accessToken') && !session.get('securityToken'))
          await once(fetchingToken, newToken, (p) => (fetchingToken = p)).catch(() => undefined);
        const token = session.get('accessToken') ?? session.get('securityToken');
        if (token) headers.token = token;
      }
      if (needsSignature(flags, signing)) {
        if (!session.get('authToken') || !session.get('appSecret'))
          await once(exchanging, exchange, (p) => (exchanging = p)).catch(() => undefined);
        const token = session.get('authToken');
        const secret = session.get('appSecret');
        if (token && secret) Object.assign(headers, (await appAuth()).signedHeaders(token, secret));
      }
      if (flags && flags.curVersions >= 3 && flags.encryptKey4)
        out = (await paramSigning()).withParamSign(params, flags.encryptKey4);
      return { headers, params: out };
    },

    async onStatus(status, attempt, sent) {
      const bridge = options.bridge;
      if (status === STATUS.authFailed) {
        // signed with an auth token that another call's exchange has replaced since: sign it again with the
        // new one, and keep it (clearing it would throw away good credentials for a stale refusal)
        const sentToken = sent?.headers.authtoken;
        const current = session.get('authToken');
        if (sentToken && current && sentToken !== current) return 'retry';
        session.remove('authToken', 'appSecret');
        if (options.environment === 'server') return attempt === 0 ? 'retry' : 'fail';
        // one reload per page, however many of its calls were refused (a page view event and a list)
        if (reloading) return 'fail';
        const count = Number(options.attempts?.getItem(AUTH_RETRY_KEY) ?? 0) || 0;
        if (count >= AUTH_RETRY_LIMIT) return 'fail';
        options.attempts?.setItem(AUTH_RETRY_KEY, String(count + 1));
        reloading = true;
        options.reload?.();
        return 'fail';
      }
      if (status === STATUS.tokenInvalid) {
        if (bridge?.inApp) {
          bridge.call('refreshToken');
          schedule(() => bridge.call('toast', { text: EXPIRED_TEXT }), EXPIRED_TOAST_DELAY_MS);
          return 'fail';
        }
        if (attempt === 0) return 'retry';
        if (attempt === 1) {
          session.remove('securityToken', 'accessToken');
          await once(fetchingToken, newToken, (p) => (fetchingToken = p)).catch(() => undefined);
          return 'retry';
        }
        return 'fail';
      }
      if (status === STATUS.memberExpired || status === STATUS.memberGone) {
        session.remove('accessToken');
        // every screen showing the member learns it at once, whichever call met the expired login
        if (options.environment === 'browser' && typeof window !== 'undefined')
          window.dispatchEvent(new Event(MEMBER_CHANGE_EVENT));
        if (bridge?.inApp) schedule(() => bridge.call('clearUserAndLogin'), RELOGIN_DELAY_MS);
        return 'fail';
      }
      return 'fail';
    },

    onSuccess() {
      try {
        options.attempts?.setItem(AUTH_RETRY_KEY, '0');
      } catch {
        // storage blocked
      }
    },
  };
}
