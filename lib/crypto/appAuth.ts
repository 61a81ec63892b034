/**
 * App auth of {base} (../shared/platform-api.md "Signing"):
 * 1. GET authinfo answers appKey and appSecret, each base64 of 3DES-ECB, keyed by 24 characters cut from
 *    the answer's api-data header: [38:42] + [2:16] + [31:33] + [21:25];
 * 2. POST auth with appKey, time, t, siteId and sign = md5(secret + t + secret[2:7]) answers authToken,
 *    3DES-ECB keyed by api-data [40:45] + [5:21] + [33:36];
 * 3. every signed call sends headers time, authtoken and sign = md5(token + secret + time).
 */
import CryptoJS from 'crypto-js';
import { md5Hex } from './hash';

/** The api-data header must be at least this long for both keys. */
export const API_DATA_MIN_LENGTH = 45;

export function authInfoKey(apiData: string): string {
  return apiData.slice(38, 42) + apiData.slice(2, 16) + apiData.slice(31, 33) + apiData.slice(21, 25);
}

export function authTokenKey(apiData: string): string {
  return apiData.slice(40, 45) + apiData.slice(5, 21) + apiData.slice(33, 36);
}

/** Decrypts base64 3DES-ECB (PKCS#7) with a 24-character key; '' when the key or text is wrong. */
export function decrypt3des(base64: string, key: string): string {
  try {
    const plain = CryptoJS.TripleDES.decrypt(
      CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Base64.parse(base64) }),
      CryptoJS.enc.Utf8.parse(key),
      { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
    );
    return plain.toString(CryptoJS.enc.Utf8);
  } catch {
    return '';
  }
}

export function encrypt3des(text: string, key: string): string {
  return CryptoJS.TripleDES.encrypt(CryptoJS.enc.Utf8.parse(text), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export function authRequestSign(secret: string, t: string): string {
  return md5Hex(secret + t + secret.slice(2, 7));
}

export function callSign(token: string, secret: string, time: string): string {
  return md5Hex(token + secret + time);
}

let lastTime = 0;

/**
 * A time for a signed call, never the same twice in this page: two calls prepared in the same millisecond
 * would carry the same signature, and the platform refuses a signature it has seen (replay: 1004, which
 * reloads the page). Found when the comments, their hot list and the reader's state started together.
 */
export function uniqueCallTime(now = Date.now()): string {
  lastTime = Math.max(now, lastTime + 1);
  return String(lastTime);
}

/** Headers of a signed {base} call. */
export function signedHeaders(token: string, secret: string, time = uniqueCallTime()): Record<string, string> {
  return { time, authtoken: token, sign: callSign(token, secret, time) };
}
