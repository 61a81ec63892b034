/**
 * The protocol end to end: the front end's crypto (lib/crypto, crypto-js and sm-crypto) against the
 * platform's verifier (Node's crypto). Exchange, signed calls, tampering, replay, expiry, token mode and
 * version-3 parameter signing.
 */
import { authInfoKey, authRequestSign, authTokenKey, decrypt3des, signedHeaders } from '@/lib/crypto/appAuth';
import { withParamSign } from '@/lib/crypto/paramSign';
import { DEMO_APP_CLIENT } from './seed/siteConfig';
import { setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

async function setFlags(flags: { xyAuth?: number; tokenEnable?: boolean; curVersions?: number }) {
  const [row] = await platform().db.query<{ config: Record<string, unknown> }>(
    'SELECT config FROM site_config WHERE site_id = 1',
  );
  const config = row!.config as Record<string, unknown> & { xyApi: Record<string, unknown> };
  if (flags.xyAuth !== undefined) config.xyApi.xyAuth = flags.xyAuth;
  if (flags.curVersions !== undefined) config.xyApi.curVersions = flags.curVersions;
  if (flags.tokenEnable !== undefined) config.tokenEnable = flags.tokenEnable;
  await platform().db.query('UPDATE site_config SET config = $1 WHERE site_id = 1', [JSON.stringify(config)]);
}

async function exchange() {
  const info = await platform().app.inject({ method: 'GET', url: '/app_if/authinfo?siteId=1&t=1' });
  const infoKey = authInfoKey(String(info.headers['api-data']));
  const appKey = decrypt3des(info.json().data.appKey, infoKey);
  const secret = decrypt3des(info.json().data.appSecret, infoKey);
  const t = String(Date.now());
  const auth = await platform().app.inject({
    method: 'POST',
    url: '/app_if/auth',
    payload: new URLSearchParams({ appKey, time: t, t, siteId: '1', sign: authRequestSign(secret, t) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = decrypt3des(auth.json().data.authToken, authTokenKey(String(auth.headers['api-data'])));
  return { appKey, secret, token, auth: auth.json() };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  platform()
    .app.inject({ method: 'GET', url, headers })
    .then((r) => r.json());
const COUNTS = '/app_if/getArticleCounts?siteId=1&articleId=10001';

describe('authinfo → auth', () => {
  it('gives the app key and secret (3DES with api-data slices), then an auth token', async () => {
    const { appKey, secret, token, auth } = await exchange();
    expect(appKey).toBe(DEMO_APP_CLIENT.appKey);
    expect(secret).toBe(DEMO_APP_CLIENT.appSecret);
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(auth.data.authTime).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong sign and an old request with 1004', async () => {
    const t = String(Date.now());
    const form = (sign: string, time = t) =>
      new URLSearchParams({ appKey: DEMO_APP_CLIENT.appKey, time, t: time, siteId: '1', sign }).toString();
    const post = (payload: string) =>
      platform()
        .app.inject({
          method: 'POST',
          url: '/app_if/auth',
          payload,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        .then((r) => r.json());
    expect((await post(form('0'.repeat(32)))).status).toBe(1004);
    const old = String(Date.now() - 10 * 60_000);
    expect((await post(form(authRequestSign(DEMO_APP_CLIENT.appSecret, old), old))).status).toBe(1004);
    // a sign is good once: the same exchange again within its window gets no second token
    const once = form(authRequestSign(DEMO_APP_CLIENT.appSecret, t));
    expect((await post(once)).status).toBe(0);
    expect(await post(once)).toMatchObject({ status: 1004, message: 'auth request replayed', data: null });
  });
});

describe('signed calls (xyAuth 2)', () => {
  beforeAll(() => setFlags({ xyAuth: 2 }));
  afterAll(() => setFlags({ xyAuth: 0 }));

  it('a signed call passes; unsigned, tampered, replayed and expired ones get 1004', async () => {
    const { secret, token } = await exchange();
    const headers = signedHeaders(token, secret);
    expect((await get(COUNTS, headers)).status).toBe(0);
    expect((await get(COUNTS, headers)).message).toBe('request replayed');
    expect((await get(COUNTS)).status).toBe(1004);
    const tampered = signedHeaders(token, secret);
    expect(
      (await get(COUNTS, { ...tampered, sign: tampered.sign!.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).status,
    ).toBe(1004);
    expect((await get(COUNTS, signedHeaders(token, 'wrong-secret'))).status).toBe(1004);
    expect((await get(COUNTS, signedHeaders(token, secret, String(Date.now() - 6 * 60_000)))).status).toBe(1004);
    expect((await get(COUNTS, signedHeaders('unknown-token', secret))).status).toBe(1004);
  });

  it('an expired auth token gets 1004', async () => {
    const { secret, token } = await exchange();
    await platform().db.query("UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE token = $1", [
      token,
    ]);
    expect((await get(COUNTS, signedHeaders(token, secret))).status).toBe(1004);
  });

  it('the exchange itself stays open', async () => {
    expect((await get('/app_if/authinfo?siteId=1')).status).toBe(0);
  });

  it('guards every call on the route the router matched: no spelling of its path gets past', async () => {
    const open = new Set(['/app_if/authinfo', '/app_if/auth', '/app_if/getConfig']);
    const calls = platform().app.registeredRoutes.filter(({ url }) => url.startsWith('/app_if/') && !open.has(url));
    expect(calls.length).toBeGreaterThan(30);
    const variants = (url: string) => {
      const name = url.slice('/app_if/'.length);
      const encoded = `%${name.charCodeAt(0).toString(16).toUpperCase()}${name.slice(1)}`;
      return [
        url,
        `/app%5Fif/${name}`,
        `/app%5fif/${name}`,
        `/%61pp_if/${name}`,
        `/app_if/${encoded}`,
        `/%2Fapp_if/${name}`,
        `//app_if/${name}`,
        `/app_if//${name}`,
        `/app_if/./${name}`,
        `/app_if/x/../${name}`,
        `/APP_IF/${name}`,
        `/app_if/${name.toUpperCase()}`,
        `/app_if/${name}/`,
      ];
    };
    const passed: string[] = [];
    let tried = 0;
    for (const { method, url } of calls)
      for (const path of variants(url)) {
        tried++;
        const answer = await platform().app.inject({
          method: method as 'GET' | 'POST',
          url: `${path}?siteId=1&articleId=10001&id=1`,
          ...(method === 'POST'
            ? { payload: 'siteId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
            : {}),
        });
        // refused (1004, with HTTP 200 as the real platform) or no such call (404): never answered
        const refused = answer.statusCode === 404 || answer.json<{ status: number }>().status === 1004;
        if (!refused) passed.push(`${method} ${path}: HTTP ${answer.statusCode} ${answer.body.slice(0, 80)}`);
      }
    expect(passed).toEqual([]);
    expect(tried).toBeGreaterThan(400);
  });
});

describe('token mode (tokenEnable)', () => {
  beforeAll(() => setFlags({ tokenEnable: true }));
  afterAll(() => setFlags({ tokenEnable: false }));

  it('10111 without a valid token; an anonymous token opens the calls until it expires', async () => {
    expect((await get(COUNTS)).status).toBe(10111);
    expect((await get(COUNTS, { token: 'forged' })).status).toBe(10111);
    const anonymous = await get('/sso-app/api/getAnonymousToken?siteId=1&device=d1');
    expect(anonymous).toMatchObject({ code: 1, value: { expiresIn: 7200 } });
    expect((await get(COUNTS, { token: anonymous.value.token })).status).toBe(0);
    await platform().db.query("UPDATE security_tokens SET expires_at = now() - interval '1 second' WHERE token = $1", [
      anonymous.value.token,
    ]);
    expect((await get(COUNTS, { token: anonymous.value.token })).status).toBe(10111);
  });
});

describe('member tokens', () => {
  beforeAll(() => setFlags({ tokenEnable: true }));
  afterAll(() => setFlags({ tokenEnable: false }));

  it('an expired member access token answers 10102', async () => {
    const [member] = await platform().db.query<{ id: number }>(
      "INSERT INTO members (site_id, nickname) VALUES (1, 'x') RETURNING id",
    );
    await platform().db.query(
      `INSERT INTO security_tokens (token, kind, site_id, member_id, expires_at) VALUES
       ('member-live', 'access', 1, $1, now() + interval '1 hour'), ('member-old', 'access', 1, $1, now() - interval '1 minute')`,
      [member!.id],
    );
    expect((await get(COUNTS, { token: 'member-live' })).status).toBe(0);
    expect((await get(COUNTS, { token: 'member-old' })).status).toBe(10102);
  });
});

describe('refresh token', () => {
  it('trades a refresh token for new access and refresh tokens, once', async () => {
    await platform().db.query(
      "INSERT INTO security_tokens (token, kind, site_id, device, expires_at) VALUES ('refresh-1', 'refresh', 1, 'xy123', now() + interval '1 day')",
    );
    const first = await get('/sso-app/api/refreshToken?siteId=1&device=d&virtualDeviceId=xy123&refreshToken=refresh-1');
    expect(first).toMatchObject({
      code: 1,
      value: { token: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    expect(
      (await get('/sso-app/api/refreshToken?siteId=1&device=d&virtualDeviceId=xy123&refreshToken=refresh-1')).code,
    ).toBe(0);
    expect(
      (await get(`/sso-app/api/refreshToken?siteId=1&virtualDeviceId=xy123&refreshToken=${first.value.refreshToken}`))
        .code,
    ).toBe(1);
  });
});

describe('version 3: sign4 over the parameters', () => {
  beforeAll(() => setFlags({ curVersions: 3 }));
  afterAll(() => setFlags({ curVersions: 2 }));

  it('a signed query passes; a missing or altered one is refused', async () => {
    const params = { siteId: '1', articleId: '10001', t: String(Date.now()) };
    const signed = withParamSign(params, 'Lh4k9Qz2Xw7Tb1Re');
    expect((await get(`/app_if/getArticleCounts?${new URLSearchParams(signed)}`)).status).toBe(0);
    expect((await get(`/app_if/getArticleCounts?${new URLSearchParams(params)}`)).status).toBe(-2);
    expect(
      (await get(`/app_if/getArticleCounts?${new URLSearchParams({ ...signed, articleId: '10002' })}`)).status,
    ).toBe(-2);
  });
});
