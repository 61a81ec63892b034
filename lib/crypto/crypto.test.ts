/**
 * Fixed vectors, each computed independently of this code:
 * - MD5 / SHA-1: Python 3.11 hashlib (hashlib.md5(text.encode()).hexdigest());
 * - 3DES-ECB: OpenSSL 3.0.19, `printf 'appSecretValue-42' | openssl enc -des-ede3 -K <hex key> -nosalt -base64`;
 * - SM4: OpenSSL 3.0.19, `openssl enc -sm4-ecb` / `-sm4-cbc` with the same key and IV (hex);
 * - key slices: Python slicing of the same api-data string.
 * SM2 encryption is randomised: it is checked by round trips (and the platform's decryption in its tests), and by
 * one kept cipher (made by this code) for a shape that one encryption in 256 has.
 */
import {
  authInfoKey,
  authRequestSign,
  authTokenKey,
  callSign,
  decrypt3des,
  encrypt3des,
  signedHeaders,
  uniqueCallTime,
} from './appAuth';
import { md5Hex, sha1Hex } from './hash';
import { canonicalParams, paramSign, withParamSign } from './paramSign';
import { sm2Decrypt, sm2Encrypt, sm4Decrypt, sm4Encrypt, textKeyToHex } from './sm';
import { ssoHeaders, ssoProgramSign, ssoSecret } from './ssoSign';

const API_DATA = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('hashes (Python hashlib vectors)', () => {
  it.each([
    ['tok123' + 'secret456' + '1763700000000', '5da5fecb9277add5dbf47e902fa7fe54'],
    ['澜海日报', 'bc8f96f5e4fdf77f6d7fb43a2ee6c639'],
  ])('md5(%j)', (text, hex) => {
    expect(md5Hex(text)).toBe(hex);
  });
  it('sha1 of a share-signature string', () => {
    expect(sha1Hex('jsapi_ticket=T&noncestr=N&timestamp=1&url=http://a.example/x')).toBe(
      '6f43a8dc07e3783ba05dfae2247d3a80fc48c6bd',
    );
  });
});

describe('app auth', () => {
  it('cuts the 3DES keys from the api-data header (Python slices)', () => {
    expect(authInfoKey(API_DATA)).toBe('CDEF23456789abcdefvwlmno');
    expect(authTokenKey(API_DATA)).toBe('EFGHI56789abcdefghijkxyz');
  });
  it('decrypts an OpenSSL 3DES-ECB vector and round-trips', () => {
    expect(decrypt3des('tJh7AdbpDZT0d2yW+DxgXDZoQS+oR3XN', 'CDEF23456789abcdefvwlmno')).toBe('appSecretValue-42');
    expect(encrypt3des('appSecretValue-42', 'CDEF23456789abcdefvwlmno')).toBe('tJh7AdbpDZT0d2yW+DxgXDZoQS+oR3XN');
    expect(decrypt3des(encrypt3des('令牌-token', authTokenKey(API_DATA)), authTokenKey(API_DATA))).toBe('令牌-token');
  });
  it('a wrong key or a broken text decrypts to nothing', () => {
    expect(decrypt3des('tJh7AdbpDZT0d2yW+DxgXDZoQS+oR3XN', 'XXXXXXXXXXXXXXXXXXXXXXXX')).toBe('');
    expect(decrypt3des('not base64 at all!', 'CDEF23456789abcdefvwlmno')).toBe('');
  });
  it('signs the auth request and every call (Python hashlib vectors)', () => {
    expect(authRequestSign('S3cr3tValue', '1763700000000')).toBe('e2bbb21adfe4030da8dae86871d9ba55');
    expect(callSign('tok123', 'secret456', '1763700000000')).toBe('5da5fecb9277add5dbf47e902fa7fe54');
    expect(signedHeaders('tok123', 'secret456', '1763700000000')).toEqual({
      time: '1763700000000',
      authtoken: 'tok123',
      sign: '5da5fecb9277add5dbf47e902fa7fe54',
    });
  });
  it('never gives two signed calls of a page the same time (the platform would refuse the second as a replay)', () => {
    const times = Array.from({ length: 50 }, () => signedHeaders('tok', 'secret').time);
    expect(new Set(times).size).toBe(50);
    const later = Number(uniqueCallTime(Date.now() + 10_000));
    expect(Number(uniqueCallTime(0))).toBe(later + 1);
  });
});

describe('sso signature (Python hashlib vectors)', () => {
  const id = { devid: 'd1', random: 'r1', timestamp: '1763700000000', token: 'tk' };
  it('secret and program-sign', () => {
    expect(ssoSecret(id)).toBe('0435019657cb34c532d87ffc5bbb204e');
    expect(ssoProgramSign({ oid: 'o1', provider: 'tencent_wechat' }, ['provider', 'oid'], ssoSecret(id))).toBe(
      '27d3b8c612b03cbd4e237d723bc1355e',
    );
  });
  it('headers name the signed parameters in order', () => {
    expect(ssoHeaders(id, { provider: 'tencent_wechat', oid: 'o1' })).toMatchObject({
      version: '1.0.0',
      'program-params': 'provider,oid',
      'program-sign': '27d3b8c612b03cbd4e237d723bc1355e',
    });
  });
});

describe('SM4 (OpenSSL vectors)', () => {
  it('ECB and CBC with a 16-character key', () => {
    expect(textKeyToHex('0123456789abcdef')).toBe('30313233343536373839616263646566');
    expect(sm4Encrypt('vote:10001:3', '0123456789abcdef')).toBe('9129f1d30939b34ffbab39e2b8608b81');
    expect(sm4Encrypt('vote:10001:3', '0123456789abcdef', 'fedcba9876543210')).toBe('350c45dbb7eb16c96cc6e3414c54c21e');
    expect(sm4Decrypt('9129f1d30939b34ffbab39e2b8608b81', '30313233343536373839616263646566')).toBe('vote:10001:3');
  });
  it('refuses keys of the wrong size', () => {
    expect(() => sm4Encrypt('x', 'short')).toThrow(/16 bytes/);
  });
});

describe('SM2 (round trips)', () => {
  const keys = {
    publicKey:
      '0459660fc061c75fb773da4b04759f4ce14edf4744475ac1ce29a2f83771857f076eac9825273d17622c5edf666e09f34785446c9ac2482e27a16b2d00b808f1a8',
    privateKey: '2ece5f6c29f4cdb27fba4ef81d1ebcdd22113aac6ae4fa2f98d60c22e07c606f',
  };
  it('encrypts C1C3C2 with the 04 prefix; decrypts with or without it', () => {
    const cipher = sm2Encrypt('oWx-openid-123', keys.publicKey);
    expect(cipher).toMatch(/^04[0-9a-f]+$/);
    expect(cipher.length).toBe(2 + 128 + 64 + 'oWx-openid-123'.length * 2);
    expect(sm2Decrypt(cipher, keys.privateKey)).toBe('oWx-openid-123');
    expect(sm2Decrypt(cipher.slice(2), keys.privateKey)).toBe('oWx-openid-123');
    expect(sm2Encrypt('same', keys.publicKey)).not.toBe(sm2Encrypt('same', keys.publicKey));
  });
  it('decrypts a cipher sent without the prefix that itself begins with 04 (one in 256)', () => {
    // made once by sm2Encrypt with this key: one encryption in about 256 gives such a cipher, and finding
    // one each run took 20 s (an encryption is about 75 ms here)
    const bare =
      '0466dd2620d678568742724cdf7f5895f2a183e68fcd0006cb050e8719037d2f9323c369a12b629a5e25320fbb8ddb5e828ff632128d684891b513b31ab4254c9d221c2dc3f47f7dcb6af897d6fb990a43e333c6245b40c9d0f510e8a0a5575da15bdd09c339de3e15acc370597b';
    expect(sm2Decrypt(bare, keys.privateKey)).toBe('oWx-openid-123');
    expect(sm2Decrypt(`04${bare}`, keys.privateKey)).toBe('oWx-openid-123');
  });
  it('a tampered text decrypts to nothing', () => {
    for (let round = 0; round < 20; round++) {
      const cipher = sm2Encrypt('x', keys.publicKey);
      // flip every bit of the last byte: setting it to 00 left the text as it was when it already ended
      // in 00 (one encryption in 256: the test failed once in CI)
      const last = (parseInt(cipher.slice(-2), 16) ^ 0xff).toString(16).padStart(2, '0');
      expect(sm2Decrypt(`${cipher.slice(0, -2)}${last}`, keys.privateKey)).toBe('');
    }
  });
});

describe('version-3 parameter signing', () => {
  const params = { siteId: '1', t: '1763700000000', articleId: '10001', appId: 'lanhai-wap' };
  it('signs the sorted parameters with the key', () => {
    expect(canonicalParams({ ...params, sign4: 'x' })).toBe(
      'appId=lanhai-wap&articleId=10001&siteId=1&t=1763700000000',
    );
    expect(paramSign(params, 'Lh4k9Qz2Xw7Tb1Re')).toBe('72f777eb2461252be518990b86adbf18'); // Python hashlib
    expect(withParamSign(params, 'k').sign4).toMatch(/^[0-9a-f]{32}$/);
  });
  it('leaves encrypted payloads alone', () => {
    expect(withParamSign({ encrypted: '1', data: 'abc' }, 'k')).toEqual({ encrypted: '1', data: 'abc' });
  });
});
