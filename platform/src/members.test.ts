/**
 * Third-party login: the front end's sso signature and SM2 encryption against the platform's checks, and
 * the platform's own word on the identity: only an oid and unionid its user-info exchange granted, for that
 * site, recently, once; the profile comes from the grant, never from the form.
 */
import { createHash } from 'node:crypto';
import { loginByOther, thirdPartyLoginForm, type ThirdPartyLogin } from '@/lib/api/members';
import { ssoHeaders } from '@/lib/crypto/ssoSign';
import { readRuntimeConfig } from '@/lib/env';
import { SECURE_SITE_ID } from './seed/seed';
import { DEMO_SM2 } from './seed/siteConfig';
import { startTestPlatform, type TestPlatform } from './testing';
import { UNGRANTED_IDENTITY } from './routes/members';

let platform: TestPlatform;
let url: string;
const APPID = 'wx2f0d1e3c4b5a6978';
const ORDER = ['provider', 'oid', 'nickname', 'devid', 'head', 'unionid'];

beforeAll(async () => {
  platform = await startTestPlatform();
  url = await platform.listen();
});

afterAll(async () => {
  await platform?.close();
});

const runtime = (siteId = 1) => readRuntimeConfig({ PLATFORM_URL: url, SITE_ID: String(siteId) });

/** A reader through the simulated WeChat (a browser of its own, or `cookie`'s): the user info of one code. */
async function wechatReader(cookie?: string) {
  const query = new URLSearchParams({
    appid: APPID,
    redirect_uri: 'http://web.test/home.html',
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'isShare',
  });
  const back = await platform.app.inject({
    url: `/wx/connect/oauth2/authorize?${query}`,
    headers: cookie ? { cookie } : {},
  });
  const code = new URL(back.headers.location as string).searchParams.get('code')!;
  const info = (await platform.app.inject({ url: `/app_if/getWxUserInfo?siteId=1&code=${code}` })).json().data as {
    openid: string;
    unionid: string;
    nickname: string;
    headimgurl: string;
  };
  return { info, cookie: cookie ?? String(back.headers['set-cookie']).split(';')[0]! };
}

const loginOf = (info: { openid: string; unionid: string }, extra: Partial<ThirdPartyLogin> = {}): ThirdPartyLogin => ({
  provider: 'tencent_wechat',
  oid: info.openid,
  unionid: info.unionid,
  nickname: '微信读者',
  head: 'https://img.example/h.jpg',
  devid: 'dev-1',
  ...extra,
});

const plain = { curVersions: 2, sm2PublicKey: DEMO_SM2.publicKey };

async function setCurVersions(value: number) {
  await platform.db.query(
    `UPDATE site_config SET config = jsonb_set(config, '{xyApi,curVersions}', to_jsonb($1::int)) WHERE site_id = 1`,
    [value],
  );
}

async function profileOf(id: number) {
  const [row] = await platform.db.query<{ nickname: string; avatar: string }>(
    'SELECT nickname, avatar FROM members WHERE id = $1',
    [id],
  );
  return row;
}

it('logs in a WeChat identity the platform granted, once; the same reader again is the same member', async () => {
  const { info, cookie } = await wechatReader();
  // neither id is derived from the other
  expect(info.unionid).not.toBe(`u${createHash('sha1').update(info.openid).digest('hex').slice(0, 24)}`);
  const tokens = await loginByOther(runtime(), loginOf(info), plain);
  expect(tokens).toMatchObject({
    accessToken: expect.stringMatching(/^[A-Za-z0-9]{40}$/),
    refreshToken: expect.any(String),
    id: expect.any(Number),
  });
  // the grant is spent: the same identity sent again is refused
  await expect(loginByOther(runtime(), loginOf(info), plain)).rejects.toMatchObject({
    status: UNGRANTED_IDENTITY.status,
  });
  // a new code for the same browser gives the same member, whose profile came from WeChat, not the form
  const again = await wechatReader(cookie);
  const second = await loginByOther(
    runtime(),
    loginOf(again.info, { nickname: 'attacker', head: 'https://evil/x' }),
    plain,
  );
  expect(second.id).toBe(tokens.id);
  expect(second.accessToken).not.toBe(tokens.accessToken);
  expect(await profileOf(tokens.id)).toEqual({ nickname: info.nickname, avatar: info.headimgurl });
});

it('refuses identities it never granted, a grant of another site, and a grant spent twice at once', async () => {
  const invented = {
    openid: 'oanything',
    unionid: `u${createHash('sha1').update('oanything').digest('hex').slice(0, 24)}`,
  };
  await expect(loginByOther(runtime(), loginOf(invented), plain)).rejects.toMatchObject({
    message: UNGRANTED_IDENTITY.msg,
    status: UNGRANTED_IDENTITY.status,
  });
  // the oid of a grant with another unionid (or the other way round) is not that grant
  const { info } = await wechatReader();
  await expect(loginByOther(runtime(), loginOf({ ...info, unionid: 'uother' }), plain)).rejects.toThrow(
    UNGRANTED_IDENTITY.msg,
  );
  // site 1's grant does not log in on site 2
  await expect(loginByOther(runtime(SECURE_SITE_ID), loginOf(info), plain)).rejects.toThrow(UNGRANTED_IDENTITY.msg);
  const answers = await Promise.allSettled(
    Array.from({ length: 20 }, (_, index) => loginByOther(runtime(), loginOf(info, { devid: `dev-${index}` }), plain)),
  );
  expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
  const [{ members }] = (await platform.db.query<{ members: number }>(
    'SELECT count(*)::int AS members FROM members WHERE external_id LIKE $1',
    [`%${info.unionid}`],
  )) as [{ members: number }];
  expect(members).toBe(1);
});

it('from version 3, oid and unionid travel SM2-encrypted and the platform decrypts them', async () => {
  // the user info is read before: from version 3 that call is signed with sign4 too
  const { info } = await wechatReader();
  await setCurVersions(3);
  try {
    const form = thirdPartyLoginForm(loginOf(info), { curVersions: 3, sm2PublicKey: DEMO_SM2.publicKey });
    expect(form.oid).toMatch(/^04[0-9a-f]+$/);
    expect(form.oid).not.toContain(info.openid);
    // a plain oid is refused from version 3
    await expect(loginByOther(runtime(), loginOf(info), plain)).rejects.toThrow(/decrypt/);
    await expect(
      loginByOther(runtime(), loginOf(info), { curVersions: 3, sm2PublicKey: DEMO_SM2.publicKey }),
    ).resolves.toMatchObject({ id: expect.any(Number) });
  } finally {
    await setCurVersions(2);
  }
});

it('a tampered, stale or unsigned request answers HTTP 401', async () => {
  const form = thirdPartyLoginForm(loginOf({ openid: 'oWx-openid-1', unionid: 'uWx-union-1' }), {
    curVersions: 2,
    sm2PublicKey: '',
  });
  const post = (headers: Record<string, string>, body = form) =>
    platform.app.inject({
      method: 'POST',
      url: '/sso-app/api/loginByOther?siteId=1',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    });
  const good = ssoHeaders({ devid: 'dev-1', random: 'r1', timestamp: String(Date.now()), token: '' }, form, ORDER);
  // signed well, but an identity nobody granted
  expect((await post(good)).json()).toMatchObject({ code: 0, status: UNGRANTED_IDENTITY.status });
  expect((await post(good, { ...form, oid: 'someone-else' })).statusCode).toBe(401);
  expect((await post({})).statusCode).toBe(401);
  const stale = ssoHeaders(
    { devid: 'dev-1', random: 'r1', timestamp: String(Date.now() - 10 * 60_000), token: '' },
    form,
    ORDER,
  );
  expect((await post(stale)).statusCode).toBe(401);
  const partial = ssoHeaders({ devid: 'dev-1', random: 'r1', timestamp: String(Date.now()), token: '' }, form, [
    'provider',
  ]);
  expect((await post(partial)).statusCode).toBe(401);
});
