/**
 * The platform's side of the protocol's crypto, written on Node's own crypto (not the front end's
 * crypto-js code), so that a front-end signature verified here is checked by a second implementation.
 */
import { createCipheriv, createHash } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** base64 of 3DES-ECB (PKCS#7) with a 24-character key. */
export function tripleDesEncrypt(text: string, key: string): string {
  const cipher = createCipheriv('des-ede3', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

export function infoKeyOf(apiData: string): string {
  return apiData.slice(38, 42) + apiData.slice(2, 16) + apiData.slice(31, 33) + apiData.slice(21, 25);
}

export function tokenKeyOf(apiData: string): string {
  return apiData.slice(40, 45) + apiData.slice(5, 21) + apiData.slice(33, 36);
}

export function expectedAuthSign(secret: string, t: string): string {
  return md5(secret + t + secret.slice(2, 7));
}

export function expectedCallSign(token: string, secret: string, time: string): string {
  return md5(token + secret + time);
}

/** Version 3: md5 of the parameters sorted by name, k=v joined by &, then &key=<encryptKey4>. */
export function expectedSign4(params: Record<string, string>, key: string): string {
  const text = Object.keys(params)
    .filter((name) => name !== 'sign4')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return md5(`${text}&key=${key}`);
}

/** {sso} program signature (../shared/platform-api.md): secret from the identity headers, then the parameters. */
export function expectedProgramSign(
  headers: { devid: string; random: string; timestamp: string; token: string; version: string },
  params: Record<string, string>,
  order: string[],
): string {
  const secret = md5(
    `devid=${headers.devid}&random=${headers.random}&timestamp=${headers.timestamp}&token=${headers.token}&version=${headers.version}`,
  );
  return md5(`${order.map((name) => `${name}=${params[name] ?? ''}`).join('&')}&secret=${secret}`);
}
