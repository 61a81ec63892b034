/**
 * Version-3 signing of app-call parameters (ours to define; platform/API.md "Version 3 signing"):
 * from config curVersions >= 3, every GET query and POST form of an {base} app call carries
 * sign4 = md5(k1=v1&k2=v2&…&key=<encryptKey4>) over its parameters sorted by name (raw values, sign4 itself
 * left out). Calls that already carry an encrypted payload (encrypted=1) are not signed again.
 */
import { md5Hex } from './hash';

export const SIGN4 = 'sign4';

export function canonicalParams(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== SIGN4)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function paramSign(params: Record<string, string>, key: string): string {
  return md5Hex(`${canonicalParams(params)}&key=${key}`);
}

export function withParamSign(params: Record<string, string>, key: string): Record<string, string> {
  if (params.encrypted === '1') return params;
  return { ...params, [SIGN4]: paramSign(params, key) };
}
