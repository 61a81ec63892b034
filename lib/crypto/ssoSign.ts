/**
 * Member ({sso}) call signature: headers devid, random, timestamp, token, version "1.0.0",
 * program-params (the signed parameter names, in order) and program-sign, where
 * secret = md5("devid=…&random=…&timestamp=…&token=…&version=…") and
 * program-sign = md5("p1=v1&p2=v2&…&secret=" + secret).
 */
import { md5Hex } from './hash';

export const SSO_VERSION = '1.0.0';

export interface SsoIdentity {
  devid: string;
  random: string;
  timestamp: string;
  token: string;
  version?: string;
}

export function ssoSecret(id: SsoIdentity): string {
  return md5Hex(
    `devid=${id.devid}&random=${id.random}&timestamp=${id.timestamp}&token=${id.token}&version=${id.version ?? SSO_VERSION}`,
  );
}

export function ssoProgramSign(params: Record<string, string>, order: string[], secret: string): string {
  return md5Hex(`${order.map((name) => `${name}=${params[name] ?? ''}`).join('&')}&secret=${secret}`);
}

export function ssoHeaders(
  id: SsoIdentity,
  params: Record<string, string>,
  order = Object.keys(params),
): Record<string, string> {
  const secret = ssoSecret(id);
  return {
    devid: id.devid,
    random: id.random,
    timestamp: id.timestamp,
    token: id.token,
    version: id.version ?? SSO_VERSION,
    'program-params': order.join(','),
    'program-sign': ssoProgramSign(params, order, secret),
  };
}
