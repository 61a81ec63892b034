/**
 * {sso} member calls from the client: signed with the sso headers; from config version 3 the oid and
 * unionid of a third-party login are SM2-encrypted with the configured public key (C1C3C2, "04" prefix).
 */
import { sm2Encrypt } from '../crypto/sm';
import { ssoHeaders } from '../crypto/ssoSign';
import type { RuntimeConfig } from '../env';

export interface ThirdPartyLogin {
  provider: 'tencent_wechat';
  oid: string;
  unionid: string;
  nickname: string;
  head: string;
  devid: string;
}

export interface LoginTokens {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: number;
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

export async function loginByOther(
  runtime: RuntimeConfig,
  login: ThirdPartyLogin,
  config: { curVersions: number; sm2PublicKey: string },
  options: { token?: string; fetch?: typeof fetch; now?: number; random?: string } = {},
): Promise<LoginTokens> {
  const form = thirdPartyLoginForm(login, config);
  const headers = ssoHeaders(
    {
      devid: login.devid,
      random: options.random ?? Math.random().toString(36).slice(2, 12),
      timestamp: String(options.now ?? Date.now()),
      token: options.token ?? '',
    },
    form,
    ['provider', 'oid', 'nickname', 'devid', 'head', 'unionid'],
  );
  const response = await (options.fetch ?? fetch)(`${runtime.bases.sso}/loginByOther?siteId=${runtime.siteId}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  if (response.status === 401) throw new Error('loginByOther: signature refused');
  const body = (await response.json()) as { code: number; msg: string; value?: LoginTokens };
  if (body.code !== 1 || !body.value) throw new Error(`loginByOther: ${body.msg}`);
  return body.value;
}
