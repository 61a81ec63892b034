/** Third-party login: the front end's sso signature and SM2 encryption against the platform's checks. */
import { loginByOther, thirdPartyLoginForm } from '@/lib/api/members';
import { ssoHeaders } from '@/lib/crypto/ssoSign';
import { readRuntimeConfig } from '@/lib/env';
import { DEMO_SM2 } from './seed/siteConfig';
import { startTestPlatform, type TestPlatform } from './testing';

let platform: TestPlatform;
let url: string;
const login = {
  provider: 'tencent_wechat' as const,
  oid: 'oWx-openid-1',
  unionid: 'uWx-union-1',
  nickname: '微信读者',
  head: 'https://img.example/h.jpg',
  devid: 'dev-1',
};

beforeAll(async () => {
  platform = await startTestPlatform();
  url = await platform.listen();
});

afterAll(async () => {
  await platform?.close();
});

async function setCurVersions(value: number) {
  const [row] = await platform.db.query<{ config: { xyApi: Record<string, unknown> } }>(
    'SELECT config FROM site_config WHERE site_id = 1',
  );
  row!.config.xyApi.curVersions = value;
  await platform.db.query('UPDATE site_config SET config = $1 WHERE site_id = 1', [JSON.stringify(row!.config)]);
}

it('logs in with a signed request and answers tokens that open token mode calls', async () => {
  const tokens = await loginByOther(readRuntimeConfig({ PLATFORM_URL: url }), login, {
    curVersions: 2,
    sm2PublicKey: DEMO_SM2.publicKey,
  });
  expect(tokens).toMatchObject({
    accessToken: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
    refreshToken: expect.any(String),
    userid: expect.any(Number),
  });
  // the same reader logging in again is the same member
  const again = await loginByOther(readRuntimeConfig({ PLATFORM_URL: url }), login, {
    curVersions: 2,
    sm2PublicKey: DEMO_SM2.publicKey,
  });
  expect(again.userid).toBe(tokens.userid);
  expect(again.accessToken).not.toBe(tokens.accessToken);
});

it('from version 3, oid and unionid travel SM2-encrypted and the platform decrypts them', async () => {
  await setCurVersions(3);
  try {
    const form = thirdPartyLoginForm(login, { curVersions: 3, sm2PublicKey: DEMO_SM2.publicKey });
    expect(form.oid).toMatch(/^04[0-9a-f]+$/);
    expect(form.oid).not.toContain('oWx');
    await expect(
      loginByOther(readRuntimeConfig({ PLATFORM_URL: url }), login, {
        curVersions: 3,
        sm2PublicKey: DEMO_SM2.publicKey,
      }),
    ).resolves.toMatchObject({ userid: expect.any(Number) });
    // a plain oid is refused from version 3
    await expect(
      loginByOther(readRuntimeConfig({ PLATFORM_URL: url }), login, {
        curVersions: 2,
        sm2PublicKey: DEMO_SM2.publicKey,
      }),
    ).rejects.toThrow(/decrypt/);
  } finally {
    await setCurVersions(2);
  }
});

it('a tampered, stale or unsigned request answers HTTP 401', async () => {
  const form = thirdPartyLoginForm(login, { curVersions: 2, sm2PublicKey: '' });
  const order = ['provider', 'oid', 'nickname', 'devid', 'head', 'unionid'];
  const post = (headers: Record<string, string>, body = form) =>
    platform.app.inject({
      method: 'POST',
      url: '/sso-app/api/loginByOther?siteId=1',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  const good = ssoHeaders({ devid: 'dev-1', random: 'r1', timestamp: String(Date.now()), token: '' }, form, order);
  expect((await post(good)).statusCode).toBe(200);
  expect((await post(good, { ...form, oid: 'someone-else' })).statusCode).toBe(401);
  expect((await post({})).statusCode).toBe(401);
  const stale = ssoHeaders(
    { devid: 'dev-1', random: 'r1', timestamp: String(Date.now() - 10 * 60_000), token: '' },
    form,
    order,
  );
  expect((await post(stale)).statusCode).toBe(401);
  const partial = ssoHeaders({ devid: 'dev-1', random: 'r1', timestamp: String(Date.now()), token: '' }, form, [
    'provider',
  ]);
  expect((await post(partial)).statusCode).toBe(401);
});
