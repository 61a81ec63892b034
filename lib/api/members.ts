/**
 * {sso} member calls from the client: signed with the sso headers; from config version 3 the oid and
 * unionid of a third-party login are SM2-encrypted with the configured public key (C1C3C2, "04" prefix).
 */
import type { z } from 'zod';
import { sm2Encrypt } from '../crypto/sm';
import { ssoHeaders } from '../crypto/ssoSign';
import type { RuntimeConfig } from '../env';
import {
  acknowledgedSchema,
  loginTokensSchema,
  memberSchema,
  phoneLoginSchema,
  verifyCodeSentSchema,
  type LoginTokens,
} from '../schemas/member';

export interface ThirdPartyLogin {
  provider: 'tencent_wechat';
  oid: string;
  unionid: string;
  nickname: string;
  head: string;
  devid: string;
}

export function thirdPartyLoginForm(
  login: ThirdPartyLogin,
  config: { curVersions: number; sm2PublicKey: string },
): Record<string, string> {
  const encrypt = config.curVersions >= 3 && config.sm2PublicKey;
  return {
    provider: login.provider,
    oid: encrypt ? sm2Encrypt(login.oid, config.sm2PublicKey) : login.oid,
    nickname: login.nickname,
    devid: login.devid,
    head: login.head,
    unionid: encrypt ? sm2Encrypt(login.unionid, config.sm2PublicKey) : login.unionid,
  };
}

/** Options of an {sso} call: the token header, and fixed values for tests. */
export interface SsoOptions {
  token?: string;
  fetch?: typeof fetch;
  now?: number;
  random?: string;
  timeoutMs?: number;
  /** Cancels the call (react-query's signal). */
  signal?: AbortSignal;
}

/** A refusal of an {sso} call: the platform's message (shown to the reader) and its status, if any. */
export class SsoError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SsoError';
  }
}

/**
 * One {sso} call (posts signed): {code: 1, value} gives the value, read with the schema when one is given;
 * anything else throws an SsoError.
 */
export async function ssoCall<T>(
  runtime: RuntimeConfig,
  path: string,
  form: Record<string, string>,
  devid: string,
  options: SsoOptions & { method?: 'GET' | 'POST'; signed?: string[]; schema: z.ZodType<T> },
): Promise<T> {
  const method = options.method ?? 'POST';
  const headers =
    method === 'POST'
      ? ssoHeaders(
          {
            devid,
            random: options.random ?? Math.random().toString(36).slice(2, 12),
            timestamp: String(options.now ?? Date.now()),
            token: options.token ?? '',
          },
          form,
          options.signed ?? Object.keys(form),
        )
      : options.token
        ? { token: options.token }
        : {};
  const query = new URLSearchParams({ siteId: String(runtime.siteId), ...(method === 'GET' ? form : {}) });
  const response = await (options.fetch ?? fetch)(`${runtime.bases.sso}/${path}?${query}`, {
    method,
    headers: {
      ...headers,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      accept: 'application/json',
    },
    body: method === 'POST' ? new URLSearchParams(form).toString() : undefined,
    signal: options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? 5000)])
      : AbortSignal.timeout(options.timeoutMs ?? 5000),
  });
  if (response.status === 401) throw new SsoError(`${path}: signature refused`, 401);
  const body = (await response.json().catch(() => ({}))) as {
    code?: number;
    msg?: string;
    value?: unknown;
    status?: number;
  };
  if (body.code !== 1 || body.value === undefined) throw new SsoError(body.msg || `${path} failed`, body.status);
  const read = options.schema.safeParse(body.value);
  if (!read.success) throw new SsoError(`${path}: unexpected answer`);
  return read.data;
}

export async function loginByOther(
  runtime: RuntimeConfig,
  login: ThirdPartyLogin,
  config: { curVersions: number; sm2PublicKey: string },
  options: SsoOptions = {},
): Promise<LoginTokens> {
  return ssoCall(runtime, 'loginByOther', thirdPartyLoginForm(login, config), login.devid, {
    ...options,
    schema: loginTokensSchema,
    signed: ['provider', 'oid', 'nickname', 'devid', 'head', 'unionid'],
  });
}

/** The image verify code's address: a fresh key per picture (the platform keeps the answer under it). */
export function imageCodeUrl(runtime: RuntimeConfig, key: string): string {
  return `${runtime.bases.sso}/getImageVerifyCode?${new URLSearchParams({ siteId: String(runtime.siteId), key })}`;
}

export function sendVerifyCode(
  runtime: RuntimeConfig,
  input: { phone: string; imageCode: string; imageKey: string; devid: string },
  options: SsoOptions = {},
) {
  return ssoCall(runtime, 'sendVerifyCode', input, input.devid, { ...options, schema: verifyCodeSentSchema });
}

export function loginByPhone(
  runtime: RuntimeConfig,
  input: { phone: string; code: string; password?: string; confirm?: string; devid: string },
  options: SsoOptions = {},
) {
  const form = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  return ssoCall(runtime, 'loginByPhone', form, input.devid, { ...options, schema: phoneLoginSchema });
}

export function loginByPassword(
  runtime: RuntimeConfig,
  input: { phone: string; password: string; devid: string },
  options: SsoOptions = {},
) {
  return ssoCall(runtime, 'loginByPassword', input, input.devid, { ...options, schema: phoneLoginSchema });
}

export function getUserInfo(runtime: RuntimeConfig, accessToken: string, options: SsoOptions = {}) {
  return ssoCall(runtime, 'getUserInfo', {}, '', {
    ...options,
    method: 'GET',
    token: accessToken,
    schema: memberSchema,
  });
}

export function logout(runtime: RuntimeConfig, accessToken: string, devid: string, options: SsoOptions = {}) {
  return ssoCall(runtime, 'logout', { devid }, devid, { ...options, token: accessToken, schema: acknowledgedSchema });
}
