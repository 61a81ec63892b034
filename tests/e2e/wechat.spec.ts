/**
 * WeChat authorisation end to end against the simulated WeChat of the reference platform: a shared page
 * opened in WeChat goes to the OAuth page, comes back with a code, and logs the reader in; an answer without
 * openid is retried (a new code) at most twice; the third failure says "微信授权失败" and stops. Runs in one
 * project only (it steers the simulation, which every project shares).
 */
import type { Page } from '@playwright/test';
import { CARD, expect, PLATFORM_URL, test } from './fixtures';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN';

test.use({ userAgent: WECHAT_UA });
test.describe.configure({ mode: 'serial' });

async function simulate(body: { failUserInfo: number }) {
  await fetch(`${PLATFORM_URL}/__wechat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function fault(body: { call: string; delayMs?: number } | 'clear') {
  await fetch(`${PLATFORM_URL}/__faults`, {
    method: body === 'clear' ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === 'clear' ? undefined : JSON.stringify(body),
  });
}

/** The reader's trips to WeChat's OAuth page; `background`: any other request that reached it (a prefetch). */
function countAuthorizations(page: Page, background: string[] = []) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/wx/connect/oauth2/authorize')) return;
    (request.isNavigationRequest() ? seen : background).push(request.url());
  });
  return seen;
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((item) => item.name === name)?.value;
}

test.afterEach(async () => {
  await simulate({ failUserInfo: 0 });
  await fault('clear');
});

test('a shared page in WeChat: OAuth, "授权中...", back with a code, logged in; the next page goes straight through', async ({
  page,
  open,
}) => {
  await simulate({ failUserInfo: 0 });
  // the user info answers slowly, so the popup can be seen
  await fault({ call: 'getWxUserInfo', delayMs: 1200 });
  const background: string[] = [];
  const authorizations = countAuthorizations(page, background);
  await open('/newsDetail/1/10001.html');
  const auth = page.getByTestId('wx-auth');
  await expect(auth.getByText('授权中...')).toBeVisible();
  await expect(auth).toHaveAttribute('data-status', '2');
  // the page's early popup stepped back when the authorisation's own took over
  await expect(page.locator('#wx-authorising')).toBeHidden();
  await expect(auth).toHaveAttribute('data-init', '1');
  // local storage as spec §3 lists it: weixinInit, the virtual device id; the spent code is gone
  expect(
    await page.evaluate(() => ({
      init: window.localStorage.getItem('weixinInit'),
      code: window.localStorage.getItem('weixinCode'),
      virtual: window.localStorage.getItem('virtualDeviceId'),
    })),
  ).toEqual({ init: '1', code: null, virtual: expect.stringMatching(/^xy\d{8}\d{13}$/) });
  expect(authorizations).toHaveLength(1);
  const oauth = new URL(authorizations[0]!);
  expect(oauth.searchParams.get('scope')).toBe('snsapi_userinfo');
  // the spec's isShare, with this browser's nonce
  expect(oauth.searchParams.get('state')).toMatch(/^isShare[0-9a-f]{32}$/);
  expect(new URL(oauth.searchParams.get('redirect_uri')!).pathname).toMatch(/\/newsDetail\/1\/10001\.html$/);
  // the code and WeChat's fragment left the address bar (what the reader shares on); a member now
  expect(page.url()).not.toContain('code=');
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByTestId('article')).toBeVisible();
  const member = await page.evaluate(() => JSON.parse(window.localStorage.getItem('member') ?? 'null'));
  expect(member.nickname).toMatch(/^微信读者/);
  expect(await cookie(page, 'wx_auth')).toBe('ok');
  await open('/home.html');
  await expect(page.locator(CARD).first()).toBeVisible();
  expect(authorizations).toHaveLength(1);
  // no prefetch or client navigation spent a code on the way
  await page.waitForLoadState('networkidle');
  expect(background).toEqual([]);
});

test('"授权中..." shows from the first paint of the page WeChat sent back, before the page’s code runs', async ({
  page,
  open,
}) => {
  // no script of the app runs: what shows is the server's HTML and its inline lines
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await open('/newsDetail/1/10002.html?code=first-paint&state=isShare');
  await expect(page.locator('#wx-authorising')).toBeVisible();
  await expect(page.locator('#wx-authorising')).toHaveText('授权中...');
});

test("an attacker's own code in a link logs nobody in as the attacker: the reader goes to WeChat for theirs", async ({
  page,
  open,
  baseURL,
}) => {
  // the attacker's code, from their own WeChat, for this page
  const query = new URLSearchParams({
    appid: 'wx2f0d1e3c4b5a6978',
    redirect_uri: `${baseURL}/newsDetail/1/10001.html`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'isShare',
  });
  const theirs = await fetch(`${PLATFORM_URL}/wx/connect/oauth2/authorize?${query}`, { redirect: 'manual' });
  const code = new URL(theirs.headers.get('location')!).searchParams.get('code')!;
  const authorizations = countAuthorizations(page);
  await open(`/newsDetail/1/10001.html?code=${code}&state=isShare`);
  await expect(page.getByTestId('wx-auth')).toHaveAttribute('data-status', '2');
  // the reader went to WeChat once, for a code of their own, and logged in with it
  expect(authorizations).toHaveLength(1);
  expect(new URL(authorizations[0]!).searchParams.get('state')).toMatch(/^isShare[0-9a-f]{32}$/);
  expect(page.url()).not.toContain('code=');
  // the attacker's code was never spent by the reader's browser: it still gives the attacker's user
  const attacker = (await (await fetch(`${PLATFORM_URL}/app_if/getWxUserInfo?siteId=1&code=${code}`)).json()) as {
    data: { openid?: string };
  };
  expect(attacker.data.openid).toMatch(/^o/);
  expect(await cookie(page, 'wx_state')).toBeUndefined();
});

test('an answer without openid: the code is dropped and WeChat asked again; the second try logs in', async ({
  page,
  open,
}) => {
  await simulate({ failUserInfo: 1 });
  const authorizations = countAuthorizations(page);
  await open('/newsDetail/1/10002.html');
  await expect(page.getByTestId('wx-auth')).toHaveAttribute('data-status', '2');
  expect(authorizations).toHaveLength(2);
  expect(await cookie(page, 'wx_auth')).toBe('ok');
  expect(page.url()).not.toContain('code=');
});

test('three answers without openid: "微信授权失败", failed, and no more trips to WeChat', async ({ page, open }) => {
  await simulate({ failUserInfo: 3 });
  const authorizations = countAuthorizations(page);
  await open('/newsDetail/1/10003.html');
  // three full trips to WeChat and back before the toast: on a loaded machine more than the default 10 s
  // (a fresh-clone run saw two of the three in that time)
  await expect(page.getByTestId('toast')).toHaveText('微信授权失败', { timeout: 30_000 });
  const auth = page.getByTestId('wx-auth');
  await expect(auth).toHaveAttribute('data-status', '-1');
  await expect(auth).toHaveAttribute('data-init', '-1');
  expect(await page.evaluate(() => window.localStorage.getItem('weixinInit'))).toBe('-1');
  expect(authorizations).toHaveLength(3);
  expect(await cookie(page, 'wx_auth')).toBe('failed');
  // the page itself reads on; the next page is not sent to WeChat again
  await expect(page.getByTestId('article')).toBeVisible();
  await open('/home.html');
  await expect(page.locator(CARD).first()).toBeVisible();
  expect(authorizations).toHaveLength(3);
  expect(await page.evaluate(() => window.localStorage.getItem('member'))).toBeNull();
});

test('the simulated WeChat sends readers only to registered domains', async () => {
  const response = await fetch(
    `${PLATFORM_URL}/wx/connect/oauth2/authorize?appid=wx2f0d1e3c4b5a6978&redirect_uri=${encodeURIComponent('https://evil.example/x')}&response_type=code&scope=snsapi_userinfo&state=isShare`,
    { redirect: 'manual' },
  );
  expect(response.status).toBe(400);
  expect(await response.text()).toContain('redirect_uri 域名与后台配置不一致');
});

test('JS-SDK sharing: the page is signed (SHA-1 over ticket, nonce, time, URL), wx.config with the same values, and the chat and moments cards carry the page’s share tags with a share stamp', async ({
  page,
  open,
}) => {
  // WeChat's bridge, as the app injects it: records what the SDK asks of it and agrees
  await page.addInitScript(() => {
    const calls: { name: string; args: Record<string, unknown> }[] = [];
    (window as unknown as { __wxCalls: typeof calls }).__wxCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, done?: (answer: { err_msg: string }) => void) {
        calls.push({ name, args });
        done?.({ err_msg: `${name}:ok` });
      },
      on() {},
      call() {},
    };
  });
  const signed = page.waitForResponse((response) => response.url().includes('/app_if/wx/signature'));
  await open('/newsDetail/1/10001.html');
  const response = await signed;
  const sent = new URL(response.url()).searchParams.get('url')!;
  const answer = (
    (await response.json()) as { data: { appid: string; noncestr: string; timestamp: string; signature: string } }
  ).data;
  const { ticket } = (await (await fetch(`${PLATFORM_URL}/__wechat/ticket?appid=${answer.appid}`)).json()) as {
    ticket: string;
  };
  const { createHash } = await import('node:crypto');
  expect(answer.signature).toBe(
    createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${answer.noncestr}&timestamp=${answer.timestamp}&url=${sent}`)
      .digest('hex'),
  );
  expect(sent).not.toContain('#');

  const calls = () =>
    page.evaluate(
      () => (window as unknown as { __wxCalls: { name: string; args: Record<string, string> }[] }).__wxCalls,
    );
  await expect.poll(async () => (await calls()).map((call) => call.name)).toContain('updateTimelineShareData');
  const all = await calls();
  const verify = all.find((call) => call.name === 'preVerifyJSAPI')!.args;
  expect(verify).toMatchObject({
    verifyAppId: answer.appid,
    verifyNonceStr: answer.noncestr,
    verifySignature: answer.signature,
  });
  expect(String(verify.verifyTimestamp)).toBe(answer.timestamp);
  const card = all.find((call) => call.name === 'updateAppMessageShareData')!.args;
  expect(card.title).toBe('澜海发布未来五年城市发展规划纲要');
  const link = new URL(card.link!);
  expect(link.pathname).toMatch(/\/newsDetail\/1\/10001\.html$/);
  expect(link.searchParams.get('shareTime')).toMatch(/^\d{13}$/);
  // the page's square share card (docs/share-cards.md)
  expect(String(card.imgUrl ?? card.img_url)).toMatch(/\/share-card\/[\w-]{32}-square\.jpg\?c=[\w-]+$/);
});

test.describe('opening the app from WeChat', () => {
  test.use({ openAppBar: true });

  test('wx-open-launch-app with the app id and this page; ready: the tag replaces the link; a failed launch leads to the download page', async ({
    page,
    open,
  }) => {
    await open('/newsDetail/1/10002.html');
    await expect(page.getByTestId('wx-auth')).toHaveAttribute('data-status', '2');
    const bar = page.getByTestId('open-in-app');
    const tag = bar.getByTestId('launch-app');
    await expect(tag).toHaveAttribute('appid', 'wxa9b8c7d6e5f40312');
    await expect(tag).toHaveAttribute('extinfo', /\/newsDetail\/1\/10002\.html/);
    // before WeChat renders the tag, the download link stays (and where open tags are unsupported)
    await expect(bar.getByTestId('open-app-download')).toBeVisible();
    await tag.evaluate((node) => node.dispatchEvent(new Event('ready')));
    await expect(bar.getByTestId('open-app-download')).toHaveCount(0);
    await tag.evaluate((node) => node.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail' } })));
    await expect(page).toHaveURL(/\/downloadClient\.html$/);
  });
});

test('WeChat and Moments in the share panel point the reader to WeChat’s ··· menu, the share card being set', async ({
  page,
  open,
}) => {
  await open('/newsDetail/1/10001.html');
  await expect(page.getByTestId('article')).toBeVisible();
  for (const [target, words] of [
    ['wechat', '发送给朋友'],
    ['moments', '分享到朋友圈'],
  ] as const) {
    const bar = page.getByTestId('article-actions');
    await bar.scrollIntoViewIfNeeded();
    await bar.getByTestId('article-share').click();
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByTestId(`share-${target}`)).toBeVisible();
    await expect(panel.getByTestId(`share-${target}`)).not.toContainText('复制链接');
    await panel.getByTestId(`share-${target}`).click();
    const guide = page.getByTestId('share-guide');
    await expect(guide).toContainText(words);
    await expect(guide).toContainText('···');
    await guide.click();
    await expect(guide).toHaveCount(0);
  }
});
