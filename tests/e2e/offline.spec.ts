/**
 * Reading offline (docs/offline-reading.md): the service worker keeps the pages read, shows them with no
 * network under a banner with likes, comments and votes saying they wait; anything else shows the saved
 * articles' screen; "Save offline" keeps a page until removed; nothing no-store is kept; inside the native
 * app nothing changes. The other browser tests run without the worker (playwright.config.ts); these allow it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { OFFLINE_CACHES, keptPageKey } from '@/lib/offline/offlinePolicy';
import { seriousViolations } from './axe';
import { expect, PATHS, previewLinkToken, test, untilAlive } from './fixtures';
import { sidewaysOverflow } from './sideways';

test.use({ serviceWorkers: 'allow' });

const READ = '/newsDetail/1/10001.html';
const SAVED = '/newsDetail/1/10002.html';
const NEVER_READ = '/newsDetail/1/10004.html';

/** Until the worker controls the page and keeps the page being read (its first load came before it). */
async function untilKept(page: Page, basePath: string): Promise<void> {
  await untilAlive(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  const key = keptPageKey(new URL(page.url()), basePath);
  await page.waitForFunction(
    async ({ key, cacheName }) => Boolean(await caches.match(key, { cacheName })),
    { key, cacheName: OFFLINE_CACHES.pages },
    { timeout: 20_000 },
  );
}

/** The addresses in a cache of the worker's. */
function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
    cacheName,
  );
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

test(
  'an article read online opens offline under a banner; like, comment and share say they wait',
  PATHS,
  async ({ page, context, open, basePath }) => {
    await open(READ);
    const title = (await page.locator('h1').first().textContent())!.trim();
    await untilKept(page, basePath);
    // its pictures and scripts were kept with it
    await expect.poll(async () => (await cachedUrls(page, OFFLINE_CACHES.pictures)).length).toBeGreaterThan(0);
    const assets = await cachedUrls(page, OFFLINE_CACHES.assets);
    expect(assets.some((url) => url.endsWith('.js'))).toBe(true);
    expect(assets.some((url) => url.endsWith('.css'))).toBe(true);

    await goOffline(context, page);
    await page.reload();
    await expect(page.locator('h1').first()).toHaveText(title);
    await untilAlive(page);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // every picture of the article shows from the kept copy
    const broken = await page.evaluate(
      () =>
        [...document.querySelectorAll('main img')].filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
        ).length,
    );
    expect(broken).toBe(0);

    await page.getByTestId('article-like').click();
    await expect(page.getByText('您已离线，请联网后再试')).toBeVisible();
    await expect(page.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'false');
    await page.getByTestId('comments').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('comments-offline')).toBeVisible();

    // back online: the banner goes and the comments load
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('comments-offline')).toHaveCount(0);
  },
);

test(
  'save for later: kept with its assets until removed; offline, any other page shows the saved articles',
  PATHS,
  async ({ page, context, open, basePath }) => {
    await open(READ);
    await untilKept(page, basePath);
    const readTitle = (await page.locator('h1').first().textContent())!.trim();

    await open(SAVED);
    await untilAlive(page);
    const savedTitle = (await page.locator('h1').first().textContent())!.trim();
    const save = page.getByTestId('article-save-offline');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('已保存，无网络时也能阅读')).toBeVisible();
    const savedAssets = await cachedUrls(page, OFFLINE_CACHES.savedAssets);
    expect(savedAssets.some((url) => url.includes('/_next/static/'))).toBe(true);
    expect(savedAssets.some((url) => /\.(jpe?g|png|gif)$/.test(url))).toBe(true);

    // the pages the worker keeps by itself are gone (as after READ_OFFLINE_DAYS): the saved one stays
    await page.evaluate(async (name) => caches.delete(name), OFFLINE_CACHES.pages);
    await page.evaluate(async (name) => caches.delete(name), OFFLINE_CACHES.assets);
    await page.evaluate(async (name) => caches.delete(name), OFFLINE_CACHES.pictures);
    await open(READ);
    await untilKept(page, basePath);

    await goOffline(context, page);
    await page.goto(`${basePath}${SAVED}`);
    await expect(page.locator('h1').first()).toHaveText(savedTitle);
    await untilAlive(page);
    await expect(page.getByTestId('article-save-offline')).toHaveAttribute('aria-pressed', 'true');

    // a page never read: the saved articles' screen, saying that page is not kept
    await page.goto(`${basePath}${NEVER_READ}`);
    await expect(page.getByTestId('saved-articles')).toBeVisible();
    await untilAlive(page);
    await expect(page.getByTestId('offline-not-kept')).toBeVisible();
    await expect(page.getByTestId('saved-list')).toContainText(savedTitle);
    // each title in its content's language, read from the kept page
    await expect(page.getByTestId('saved-list').getByRole('link', { name: savedTitle })).toHaveAttribute(
      'lang',
      'zh-CN',
    );
    await expect(page.getByTestId('recent-list')).toContainText(readTitle);
    await page.getByTestId('recent-list').getByRole('link', { name: readTitle }).click();
    await expect(page.locator('h1').first()).toHaveText(readTitle);

    // removed from the saved articles' screen: gone, with the assets no other saved page names
    await context.setOffline(false);
    await open('/savedArticles.html');
    await untilAlive(page);
    await page.getByRole('button', { name: `移除“${savedTitle}”` }).click();
    await expect(page.getByText('已从离线阅读中移除')).toBeVisible();
    await expect(page.getByTestId('saved-list')).toHaveCount(0);
    expect(await cachedUrls(page, OFFLINE_CACHES.savedPages)).toEqual([]);
    expect(await cachedUrls(page, OFFLINE_CACHES.savedAssets)).toEqual([]);
  },
);

test('never keeps an editor’s preview, a member’s answers or a page that is not home or one content', async ({
  page,
  open,
  basePath,
}) => {
  await open(READ);
  await untilKept(page, basePath);
  const token = await previewLinkToken(10151);
  await open(`/newsDetail/10151.html?yl=1&previewToken=${token}`);
  await untilAlive(page);
  await open('/aboutUs.html');
  await untilAlive(page);
  const kept = await cachedUrls(page, OFFLINE_CACHES.pages);
  expect(kept.some((url) => url.includes('10151'))).toBe(false);
  expect(kept.some((url) => url.includes('aboutUs'))).toBe(false);
  // no cache holds a call to the platform (only pictures of its media)
  const everything = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(everything.filter((url) => /\/(app_if|nis|sso|adv)\//.test(url))).toEqual([]);
  expect(everything.filter((url) => /[?&](token|code|state|previewToken)=/.test(url))).toEqual([]);
});

for (const [where, userAgent] of [
  ['the native app', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 xyApp/5.2.0 xyUid/88'],
  ['WeChat', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50'],
] as const)
  test(`inside ${where} no worker is registered and the article has no save button`, async ({
    browser,
    baseURL,
    basePath,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow', userAgent, baseURL });
    const page = await context.newPage();
    await page.goto(`${basePath}${READ}`);
    // (WeChat's authorisation, where the site asks for it, comes back to the article)
    await expect(page.getByTestId('article-like')).toBeVisible();
    await page.waitForLoadState('load');
    // after the page's idle time, when a browser page registers it
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await expect(page.getByTestId('article-save-offline')).toHaveCount(0);
    await context.close();
  });

test('the saved articles and the offline banner: axe finds nothing serious, and they fit a 375 px phone in every language', async ({
  page,
  context,
  open,
  basePath,
}) => {
  await open(SAVED);
  await untilKept(page, basePath);
  await page.getByTestId('article-save-offline').click();
  await expect(page.getByTestId('article-save-offline')).toHaveAttribute('aria-pressed', 'true');
  const found: string[] = [];
  const wide: string[] = [];
  for (const [locale, theme] of [
    ['cn', 'normal'],
    ['en', 'dark'],
    ['de', 'grey'],
    ['fr', 'normal'],
    ['bo', 'normal'],
  ] as const) {
    await context.setOffline(false);
    await open(`/savedArticles.html?lang=${locale}&theme=${theme}`);
    await untilAlive(page);
    await expect(page.getByTestId('saved-list')).toBeVisible();
    await goOffline(context, page);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    if (locale === 'cn' || locale === 'en') found.push(...(await seriousViolations(page)));
    wide.push(...(await sidewaysOverflow(page)).map((what) => `${locale}: ${what}`));
  }
  expect(found).toEqual([]);
  expect(wide).toEqual([]);
});

test('what Lighthouse’s PWA audits checked: an installable manifest, a worker controlling the start URL, which opens offline', async ({
  page,
  context,
  open,
  basePath,
}) => {
  // Lighthouse 12 dropped these audits; the same checks, as Chromium answers them (docs/offline-reading.md)
  await open('/newsDetail/1/10001.html');
  await untilKept(page, basePath);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // a test's browser context is off the record, which Chromium names; any other reason would be the site's
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const startUrl = new URL((JSON.parse(manifest.data!) as { start_url: string }).start_url, page.url()).href;
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.scope);
  expect(startUrl.startsWith(scope)).toBe(true);

  // the start URL, never opened before, answers 200 offline (the saved articles' screen), and home once read
  await goOffline(context, page);
  const offline = await page.goto(startUrl);
  expect(offline?.status()).toBe(200);
  await expect(page.getByTestId('saved-articles')).toBeVisible();
  await context.setOffline(false);
  await page.goto(startUrl);
  await untilKept(page, basePath);
  await goOffline(context, page);
  expect((await page.goto(startUrl))?.status()).toBe(200);
  await expect(page.getByTestId('column-tab').first()).toBeVisible();
});
