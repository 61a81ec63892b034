/** Hashes used by the platform's signatures (lowercase hex), the same in the browser and on the server. */
import CryptoJS from 'crypto-js';

export function md5Hex(text: string): string {
  return CryptoJS.MD5(CryptoJS.enc.Utf8.parse(text)).toString(CryptoJS.enc.Hex);
}

export function sha1Hex(text: string): string {
  return CryptoJS.SHA1(CryptoJS.enc.Utf8.parse(text)).toString(CryptoJS.enc.Hex);
}
