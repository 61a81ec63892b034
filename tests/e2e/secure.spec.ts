/**
 * The second demo site runs the whole protocol (token mode and signed calls, xyAuth 2): pages render on
 * the server through it, the browser gets its own anonymous token and auth, and recovers from refusals.
 */
import { SECURE_VOTE } from '@/platform/src/seed/votes';
import { CARD, expect, isEvent, PLATFORM_URL, test, untilAlive } from './fixtures';

const stored = (page: import('@playwright/test').Page, key: string) =>
  page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    return raw ? (JSON.parse(raw) as { value: string }).value : undefined;
  }, key);

test('a fresh visitor gets an anonymous token and an auth token, and reads pages', async ({ page, open }) => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/getArticles')) calls.push({ url: request.url(), headers: request.headers() });
  });
  await open('/home.html');
  await expect(page).toHaveTitle('澜海日报·安全版');
  await expect(page.locator(CARD).first()).toBeVisible();
  await expect.poll(() => stored(page, 'securityToken')).toMatch(/^[A-Za-z0-9]{40}$/);
  await expect.poll(() => stored(page, 'authToken')).toMatch(/^[A-Za-z0-9]{32}$/);
  const before = await page.locator(CARD).count();
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(CARD).count()).toBeGreaterThan(before);
  expect(calls.at(-1)!.headers).toMatchObject({
    token: expect.any(String),
    authtoken: expect.any(String),
    sign: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await page.locator(CARD).first().click();
  await expect(page.getByTestId('article-body')).toBeVisible();
});

test('one build, another environment: the pages’ policy and the browser’s calls name this server’s platform', async ({
  page,
}) => {
  // this server runs the root build with PLATFORM_URL on 127.0.0.1 (tests/e2e/global-setup.ts)
  const platform = PLATFORM_URL.replace('localhost', '127.0.0.1');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(platform)) calls.push(request.url());
  });
  const response = await page.goto('/home.html');
  const policy = response!.headers()['content-security-policy']!;
  expect(policy).toContain(`connect-src 'self' ${platform} ${platform.replace('http', 'ws')}`);
  expect(policy).not.toMatch(new RegExp(`connect-src[^;]*${PLATFORM_URL}`));
  await expect(page.locator(CARD).first()).toBeVisible();
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => calls.some((url) => url.includes('/getArticles'))).toBe(true);
  expect(violations).toEqual([]);
});

test('an expired token (10111) is renewed and the load completes', async ({ page, open }) => {
  await open('/home.html');
  await expect.poll(() => stored(page, 'securityToken')).toBeTruthy();
  await page.evaluate(() => window.localStorage.setItem('securityToken', JSON.stringify({ value: 'expired-token' })));
  const before = await page.locator(CARD).count();
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(CARD).count()).toBeGreaterThan(before);
  expect(await stored(page, 'securityToken')).not.toBe('expired-token');
});

test('1004 clears the auth and reloads the page, at most 3 times; then the next call authenticates afresh', async ({
  page,
  open,
}) => {
  // every load starts with a stale auth token and secret, so every signed call is refused with 1004
  await page.addInitScript(() => {
    window.localStorage.setItem('authToken', JSON.stringify({ value: 'stale-token' }));
    window.localStorage.setItem('appSecret', JSON.stringify({ value: 'stale-secret' }));
    window.sessionStorage.setItem('loads', String(Number(window.sessionStorage.getItem('loads') ?? 0) + 1));
  });
  await open('/home.html');
  const first = await page.locator(CARD).count();
  // asks for the next page (a signed call) on whatever page is there now, reloaded or not: scrolls the
  // list's foot into view, or taps its retry after a refusal the page kept
  const askForMore = async () => {
    const retry = page.getByTestId('load-more-retry');
    if (await retry.isVisible().catch(() => false)) await retry.click().catch(() => undefined);
    else
      await page
        .getByTestId('load-more')
        .scrollIntoViewIfNeeded()
        .catch(() => undefined);
  };
  const loads = () => page.evaluate(() => window.sessionStorage.getItem('loads')).catch(() => null);
  // the first load and three reloads (one per load, however many of its calls were refused)
  await expect
    .poll(
      async () => {
        await askForMore();
        return loads();
      },
      { timeout: 30_000, intervals: [1200] },
    )
    .toBe('4');
  // the fourth load's refusal is ignored; asking again exchanges afresh and the next page comes. The
  // fourth load may have come while the last ask was on the third, so this keeps asking
  await expect
    .poll(
      async () => {
        await askForMore();
        return page.locator(CARD).count();
      },
      { timeout: 30_000, intervals: [1200] },
    )
    .toBeGreaterThan(first);
  expect(await stored(page, 'authToken')).not.toBe('stale-token');
  // and no fifth load came after that
  await askForMore();
  expect(await loads()).toBe('4');
});

test('in the native app, an expired member login (10102) asks the app after 1 s to clear the user and log in', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 xyApp/5.2.0 xyUid/88',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const calls: { action: string; at: number }[] = [];
    (window as unknown as { __bridge: typeof calls }).__bridge = calls;
    (window as unknown as { xyApp: Record<string, () => void> }).xyApp = {
      refreshToken: () => void calls.push({ action: 'refreshToken', at: performance.now() }),
      clearUserAndLogin: () => void calls.push({ action: 'clearUserAndLogin', at: performance.now() }),
      toast: () => void calls.push({ action: 'toast', at: performance.now() }),
    };
  });
  await page.goto('/home.html');
  await page.evaluate(() =>
    window.localStorage.setItem('accessToken', JSON.stringify({ value: 'demo-expired-access-token' })),
  );
  const refusedAt = await page.evaluate(() => performance.now());
  // asks for the next page (a member call) until the page runs and the refusal comes back: on a loaded
  // machine the list may not be listening yet when the test first scrolls
  await expect
    .poll(
      async () => {
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        return page.evaluate(() =>
          (window as unknown as { __bridge: { action: string }[] }).__bridge.map((c) => c.action),
        );
      },
      { timeout: 20_000, intervals: [1500] },
    )
    .toContain('clearUserAndLogin');
  const call = await page.evaluate(() =>
    (window as unknown as { __bridge: { action: string; at: number }[] }).__bridge.find(
      (c) => c.action === 'clearUserAndLogin',
    )!,
  );
  expect(call.at - refusedAt).toBeGreaterThanOrEqual(1000);
  await context.close();
});

test('a site without advertising never asks for ads', async ({ page, open }) => {
  const adCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/adv/')) adCalls.push(request.url());
  });
  await open('/home.html');
  // the comments load in the browser after hydration, as the ads would: once they came, no ad call did
  const comments = page.waitForResponse((response) => response.url().includes('/discussView'));
  await page.locator(CARD).first().click();
  await expect(page.getByTestId('article')).toBeVisible();
  await page.getByTestId('article').press('End');
  await comments;
  expect(adCalls).toEqual([]);
  await expect(page.getByTestId('ad')).toHaveCount(0);
});

test('this site’s picture suffix is on every picture of its pages, and the pictures load', async ({ page, open }) => {
  await open('/home.html');
  const card = page
    .locator(CARD)
    .filter({ has: page.locator('img') })
    .first();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/media\/pic\/.+\.jpg\?imageslim$/);
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await card.click();
  await expect(page.getByTestId('article')).toBeVisible();
  // the share card is drawn from the picture with the suffix
  const og = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  const shared = JSON.parse(Buffer.from(og.searchParams.get('c')!, 'base64url').toString()) as { picture: string };
  expect(shared.picture).toMatch(/\?imageslim$/);
});

test('comments closed here (audit type 2): no comment box; a like still goes through the token and signed protocol', async ({
  page,
  open,
}) => {
  await open('/newsDetail/1001/20001.html');
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('latest-comments').or(page.getByTestId('no-comments'))).toBeVisible();
  await expect(page.getByTestId('comment-composer')).toHaveCount(0);
  await expect(page.getByTestId('comment-login')).toHaveCount(0);
  const like = page.waitForRequest((request) => isEvent(request, { eventType: 1, type: 0 }));
  await page.getByTestId('article-actions').scrollIntoViewIfNeeded();
  await page.getByTestId('article-like').click();
  const request = await like;
  expect(request.headers()).toMatchObject({ token: expect.any(String), sign: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(new URLSearchParams(request.postData() ?? '').get('appID')).toBe('lanhai-secure');
  await expect(page.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toast')).toHaveText('点赞成功');
});

test('this site turns on the debugging console: vConsole from the app’s own files after 2 s, no CDN', async ({
  page,
  open,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url()) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await open('/home.html');
  await expect(page.locator(CARD).first()).toBeVisible();
  await expect(page.locator('#__vconsole')).toHaveCount(1, { timeout: 10_000 });
  expect(foreign).toEqual([]);
});

test('debug protection: a debugger pause blanks the page; with debug=1 it does not', async ({ page, open }) => {
  const pauseOnce = async () => {
    const session = await page.context().newCDPSession(page);
    let paused = false;
    session.on('Debugger.paused', () => {
      paused = true;
      // a person at the debugger takes a while before going on
      setTimeout(() => void session.send('Debugger.resume').catch(() => undefined), 400);
    });
    await session.send('Debugger.enable');
    await expect.poll(() => paused, { timeout: 10_000 }).toBe(true);
    return session;
  };
  await open('/home.html');
  await expect(page.locator(CARD).first()).toBeVisible();
  // the reader pauses once the page is alive: a page blanked under React's hydration is another failure
  await untilAlive(page);
  let session = await pauseOnce();
  await expect(page.locator('html')).toHaveAttribute('data-debug-blanked', '1');
  await expect(page.locator(CARD)).toHaveCount(0);
  await session.detach();

  await open('/home.html?debug=1');
  await expect(page.locator(CARD).first()).toBeVisible();
  session = await page.context().newCDPSession(page);
  await session.send('Debugger.enable');
  await page.waitForTimeout(2500);
  await expect(page.locator(CARD).first()).toBeVisible();
  expect(await page.locator('html').getAttribute('data-debug-blanked')).toBeNull();
  await session.detach();
});

test('a vote of the signed site: read on the server and cast in the browser with the auth signature', async ({
  page,
  open,
}) => {
  // unsigned, the platform refuses the vote's calls
  const unsigned = await fetch(`${PLATFORM_URL}/amuc/api/vote/info?siteId=2&voteid=${SECURE_VOTE}`);
  expect(((await unsigned.json()) as { status: number }).status).toBe(1004);

  await open(`/activityVote/${SECURE_VOTE}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('澜海最美书店评选');
  const card = page.getByTestId('vote-option').first();
  await expect(card).toBeVisible();
  const ballot = page.waitForRequest((request) => request.url().includes('/amuc/api/vote/recordVoteCount'));
  await card.getByTestId('vote-button').click();
  expect((await ballot).headers()).toMatchObject({
    authtoken: expect.any(String),
    sign: expect.stringMatching(/^[0-9a-f]{32}$/),
  });
  await expect(page.getByTestId('toast')).toHaveText('投票成功');
});
