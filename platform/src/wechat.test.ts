/** The simulated WeChat: registered domains only, codes single-use, user info by code, the same browser the same user. */
import { setUpTestPlatform } from './testing';

const APPID = 'wx2f0d1e3c4b5a6978';
const { platform } = setUpTestPlatform();

function authorize(redirect: string, extra: Record<string, string> = {}, cookie?: string) {
  const query = new URLSearchParams({
    appid: APPID,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'isShare',
    ...extra,
  });
  return platform().app.inject({ url: `/wx/connect/oauth2/authorize?${query}`, headers: cookie ? { cookie } : {} });
}

async function userInfo(code: string) {
  return (await platform().app.inject({ url: `/app_if/getWxUserInfo?siteId=1&code=${code}` })).json().data;
}

it('sends a code back to a registered page, once; the code gives the user once', async () => {
  const response = await authorize('http://web.test/newsDetail/1/10001.html?x=1');
  expect(response.statusCode).toBe(302);
  const back = new URL(response.headers.location as string);
  expect(back.pathname).toBe('/newsDetail/1/10001.html');
  expect(back.searchParams.get('x')).toBe('1');
  expect(back.searchParams.get('state')).toBe('isShare');
  const code = back.searchParams.get('code')!;
  const first = await userInfo(code);
  expect(first).toMatchObject({ openid: expect.stringMatching(/^o/), unionid: expect.stringMatching(/^u/) });
  expect(first.nickname).toMatch(/^微信读者/);
  expect(await userInfo(code)).toEqual({ errcode: 40163, errmsg: 'code been used' });
  expect(await userInfo('nope')).toEqual({ errcode: 40029, errmsg: 'invalid code' });

  // the same browser (WeChat's cookie) is the same user
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const again = await authorize('http://web.test/home.html', {}, cookie);
  const second = await userInfo(new URL(again.headers.location as string).searchParams.get('code')!);
  expect(second.openid).toBe(first.openid);
});

it.each([
  [{ redirect: 'https://evil.example/x' }, 'redirect_uri 域名与后台配置不一致'],
  [{ redirect: 'javascript:alert(1)' }, 'redirect_uri 域名与后台配置不一致'],
  // only the front end's own origin: not another port of the same host, not a look-alike host
  [{ redirect: 'http://localhost:3999/newsDetail/1/10001.html' }, 'redirect_uri 域名与后台配置不一致'],
  [{ redirect: 'http://web.test:8080/' }, 'redirect_uri 域名与后台配置不一致'],
  [{ redirect: 'https://web.test/' }, 'redirect_uri 域名与后台配置不一致'],
  [{ redirect: 'http://web.test.evil.example/' }, 'redirect_uri 域名与后台配置不一致'],
  [{ redirect: 'not a url' }, 'redirect_uri 参数错误'],
  [{ redirect: 'http://web.test/', appid: 'wx-unknown' }, 'appid 参数错误'],
  [{ redirect: 'http://web.test/', scope: 'snsapi_other' }, 'scope 参数错误'],
  [{ redirect: 'http://web.test/', state: 'a'.repeat(129) }, 'state 参数错误'],
])('refuses %j', async ({ redirect, ...extra }, message) => {
  const response = await authorize(redirect, extra as Record<string, string>);
  expect(response.statusCode).toBe(400);
  expect(response.body).toContain(message);
});

it('signs JS-SDK pages of the front end only (its exact origin), without a fragment', async () => {
  const sign = async (url: string) =>
    (await platform().app.inject({ url: `/app_if/wx/signature?siteId=1&url=${encodeURIComponent(url)}` })).json();
  expect(await sign('http://web.test/newsDetail/1/10001.html?isShare=true')).toMatchObject({
    status: 0,
    data: { appid: APPID, signature: expect.stringMatching(/^[0-9a-f]{40}$/) },
  });
  for (const url of ['http://localhost:3999/home.html', 'https://web.test/home.html', 'http://web.test/home.html#x'])
    expect({ url, status: (await sign(url)).status }).toEqual({ url, status: 400 });
});
