/**
 * SM2 and SM4 (sm-crypto), as the platform's Java side expects them:
 * - SM2 C1C3C2 with the "04" prefix Java peers (BouncyCastle, hutool) want; sm-crypto leaves it out
 *   when encrypting and adds it itself when decrypting;
 * - SM4 with a 32-hex-character key (a 16-character text key is hex-encoded first), ECB or CBC, PKCS#7.
 */
import { sm2, sm4 } from 'sm-crypto';

const C1C3C2 = 1;

export function sm2Encrypt(text: string, publicKey: string): string {
  return `04${sm2.doEncrypt(text, publicKey, C1C3C2)}`;
}

/**
 * For the platform side: '' when the text was not encrypted for this key. A cipher sent without the 04
 * prefix may itself begin with 04 (one in 256), so both readings are tried: the wrong one fails SM2's
 * hash check.
 */
export function sm2Decrypt(cipher: string, privateKey: string): string {
  const readings = cipher.startsWith('04') ? [cipher.slice(2), cipher] : [cipher];
  for (const hex of readings) {
    try {
      const text = sm2.doDecrypt(hex, privateKey, C1C3C2);
      if (text) return text;
    } catch {
      // not this reading
    }
  }
  return '';
}

export function textKeyToHex(key: string): string {
  if (/^[0-9a-fA-F]{32}$/.test(key)) return key.toLowerCase();
  const bytes = new TextEncoder().encode(key);
  if (bytes.length !== 16) throw new Error('an SM4 key is 16 bytes (or 32 hex characters)');
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function sm4Encrypt(text: string, key: string, iv?: string): string {
  const options = iv
    ? { mode: 'cbc' as const, iv: textKeyToHex(iv), padding: 'pkcs#7' as const }
    : { padding: 'pkcs#7' as const };
  return sm4.encrypt(text, textKeyToHex(key), options) as string;
}

export function sm4Decrypt(cipherHex: string, key: string, iv?: string): string {
  const options = iv
    ? { mode: 'cbc' as const, iv: textKeyToHex(iv), padding: 'pkcs#7' as const }
    : { padding: 'pkcs#7' as const };
  try {
    return sm4.decrypt(cipherHex, textKeyToHex(key), options) as string;
  } catch {
    return '';
  }
}
