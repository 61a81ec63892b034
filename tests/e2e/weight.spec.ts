/**
 * What a screen costs a phone in JavaScript (the budget of the reading screens): the article's first load,
 * the scripts its HTML names (scripts/lib/firstLoad.cjs), each gzipped as a CDN sends it, stays within
 * 160 KB (a blank Next 16 page is about 137 KB), next-intl's client (its provider, in every layout) included;
 * swiper, hls.js, the query library and zod come only with the screens and parts that use them, and a
 * first-time reader's whole load of the article brings neither of the last two. Sizes, not times: the same on any machine. `npm run bench` prints the
 * same first-load figure.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import cn from '@/messages/cn.json';
import { HOLD_EARLY_TAPS } from '@/lib/html/earlyTaps';
import { MARK_FOCUSED_FRAME } from '@/lib/html/focusedFrame';
import { THEME_SCRIPT } from '@/lib/theme';
import { expect, platform, test, withoutNativeHls } from './fixtures';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with npm run bench
const { firstLoadScripts } = require('../../scripts/lib/firstLoad.cjs') as {
  firstLoadScripts: (html: string) => string[];
};

const FIRST_LOAD_BUDGET_KB = 160;

/** A string each library's code carries (one of its option names, which minifiers keep). */
const LIBRARIES = {
  swiper: 'slidesPerView',
  'hls.js': 'fragLoadPolicy',
  'react-query': 'networkMode',
  zod: 'invalid_union',
  // next-intl's client (use-intl's translator): every page has its provider
  'next-intl': 'INSUFFICIENT_PATH',
} as const;
type Library = keyof typeof LIBRARIES;

/** The libraries whose code is in these scripts. */
function librariesIn(texts: string[]): Library[] {
  return (Object.keys(LIBRARIES) as Library[]).filter((name) => texts.some((text) => text.includes(LIBRARIES[name])));
}

/**
 * Opens a path with the browser's cache off (every script is fetched again, so every one is seen), waits until
 * the page is quiet, optionally does more, and names the libraries among the scripts it fetched.
 */
async function librariesOf(page: Page, path: string, then?: () => Promise<void>): Promise<Library[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: Promise<string>[] = [];
  const watch = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  };
  page.on('response', watch);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await then?.();
  page.off('response', watch);
  const texts = await Promise.all(scripts);
  expect(texts.length, `${path}: scripts seen`).toBeGreaterThan(3);
  return librariesIn(texts);
}

test("the article's first load: at most 160 KB of gzipped JavaScript, none of it swiper, hls.js, react-query or zod", async ({
  request,
  basePath,
}) => {
  const html = await (await request.get(`${basePath}/newsDetail/1/10001.html`)).text();
  const sources = firstLoadScripts(html);
  expect(sources.length).toBeGreaterThan(3);
  const bodies = await Promise.all(
    sources.map(async (source) => {
      const response = await request.get(source);
      expect({ source, status: response.status() }).toEqual({ source, status: 200 });
      return response.body();
    }),
  );
  const kb = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
  test.info().annotations.push({ type: 'article first-load JS', description: `${kb.toFixed(1)} KB gzipped` });
  // more than a blank page's (the framework is in it: the figure is real), within the budget
  expect(kb).toBeGreaterThan(100);
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
  // the likes, comments and ads bring the query library when the reader comes near them
  expect(librariesIn(bodies.map((body) => body.toString()))).toEqual(['next-intl']);
});

/** The page's RSC payload: the text of its `self.__next_f.push([1, "…"])` scripts. */
function payloadOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .map(([kind, text]) => (kind === 1 ? text : ''))
    .join('');
}

test("the article's page carries no 404 page of Next's own nor its related lists, a card no test id, and its head scripts and icons once (docs/page-bytes.md)", async ({
  request,
  basePath,
}) => {
  const html = await (await request.get(`${basePath}/newsDetail/1/10001.html`)).text();
  const payload = payloadOf(html);
  expect(payload).toContain('"article"');
  // the inline head scripts are HTML only, and no icon is an SVG drawn by a server component
  for (const script of [THEME_SCRIPT, HOLD_EARLY_TAPS, MARK_FOCUSED_FRAME]) {
    expect(html.split(`<script>${script}</script>`)).toHaveLength(2);
    expect(payload).not.toContain(script.slice(0, 40));
  }
  expect(payload).not.toContain('["$","svg"');
  expect(html).not.toContain('This page could not be found');
  expect(html).not.toContain('next-error-h1');
  // the related lists load as the reader comes near (docs/onward-lists.md): no card in the cached page
  expect(html).toContain('data-testid="onward"');
  expect(html).not.toMatch(/<a [^>]*data-article-id=/);
  // home's cards are there, each once as HTML and once in the payload, without a test id
  const home = await (await request.get(`${basePath}/home.html`)).text();
  expect(home.match(/<a [^>]*data-article-id=/g)?.length).toBeGreaterThan(3);
  expect(home).not.toContain('article-card');
});

test("a page carries its route group's texts: the article its parts' (comments, share panel), not the login's; home not the gallery's", async ({
  request,
  basePath,
}) => {
  const article = await (await request.get(`${basePath}/newsDetail/1/10001.html`)).text();
  // the parts that load later read their texts from the page's provider: the comments' delete question,
  // the share panel's poster hint
  for (const text of [cn.comments.deleteConfirm, cn.share.posterHint, cn.errors.retry])
    expect({ text, sent: article.includes(text) }).toEqual({ text, sent: true });
  for (const text of [cn.login.refreshImage])
    expect({ text, sent: article.includes(text) }).toEqual({ text, sent: false });
  const login = await (await request.get(`${basePath}/login.html`)).text();
  expect(login).toContain(cn.login.refreshImage);
  expect(login).not.toContain(cn.comments.deleteConfirm);
  // home (the lists' group) carries no gallery's texts
  const home = await (await request.get(`${basePath}/home.html`)).text();
  expect(home).not.toContain(cn.gallery.hint);
  // a screen of no group carries the root layout's texts only
  const about = await (await request.get(`${basePath}/aboutUs.html`)).text();
  expect(about).toContain(cn.errors.retry);
  expect(about).not.toContain(cn.share.posterHint);
});

test('swiper, hls.js, react-query and zod come only with the screens and parts that use them', async ({
  page,
  basePath,
}) => {
  // the article read to its foot (the likes, comments and ads load on the way, with the query library): no
  // swiper, no hls.js
  expect(
    await librariesOf(page, `${basePath}/newsDetail/1/10001.html`, async () => {
      await page.getByTestId('comments').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('latest-comments')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }),
  ).toEqual(['react-query', 'zod', 'next-intl']);
  // the media libraries of a screen (the query library, zod and next-intl's client come with whatever
  // parts of it take part)
  const media = (libraries: Library[]) => libraries.filter((name) => name === 'swiper' || name === 'hls.js');
  // home's carousel and the image set's gallery swipe: swiper comes after hydration, which on a slow
  // machine ends after the network has been quiet for a while, so wait for the swiping itself
  const swiping = () => expect(page.locator('.swiper-initialized')).toHaveCount(1, { timeout: 15_000 });
  // home: its lists take part through the query library; zod comes whenever one of their calls answers
  const home = await librariesOf(page, `${basePath}/home.html`, swiping);
  expect(media(home)).toEqual(['swiper']);
  expect(home).toContain('react-query');
  const [set] = (
    await platform<{ list: { fileId: number; columnID: number }[] }>('getArticles?siteId=1&columnId=7&page=0')
  ).list;
  expect(
    media(await librariesOf(page, `${basePath}/imageDetail/${set!.columnID}/${set!.fileId}.html`, swiping)),
  ).toEqual(['swiper']);
  // a video: this Chromium plays HLS itself, so no hls.js; a browser without its own HLS gets it
  const [video] = (
    await platform<{ list: { fileId: number; columnID: number }[] }>('getArticles?siteId=1&columnId=6&page=0')
  ).list;
  const videoPath = `${basePath}/videoDetail/${video!.columnID}/${video!.fileId}.html`;
  expect(media(await librariesOf(page, videoPath))).toEqual([]);
  await withoutNativeHls(page);
  expect(media(await librariesOf(page, videoPath))).toEqual(['hls.js']);
});

test("a first-time reader's whole load of the article brings neither the query library nor zod; a tap on like brings them and likes", async ({
  page,
  basePath,
}) => {
  // counting the view happens in this load too (a moment after the page showed): its answer is not parsed;
  // the related lists, more than 300 px below the screen, are not asked for (they bring the libraries, as
  // reaching the article's end does)
  const counted = page.waitForRequest((request) => request.url().includes('/event') && request.method() === 'POST');
  expect(
    await librariesOf(page, `${basePath}/newsDetail/1/10001.html`, async () => {
      await counted;
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('onward').locator('[aria-busy]')).toBeAttached();
    }),
  ).toEqual(['next-intl']);
  expect(
    await librariesOf(page, `${basePath}/newsDetail/1/10001.html`, async () => {
      const like = page.getByTestId('article-like');
      await like.scrollIntoViewIfNeeded();
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toBeFocused();
    }),
  ).toEqual(['react-query', 'zod', 'next-intl']);
});

test("counting a first-time reader's view brings one script: the counting code and the platform client together", async ({
  browser,
  baseURL,
  request,
  basePath,
}) => {
  // the bench's article and a short one, on Lighthouse's phone (taller than the tests' own): the parts below
  // the article (related lists, ads, comments) stay out of reach at the start
  for (const id of [10001, 10051]) {
    const path = `${basePath}/newsDetail/${id}.html`;
    const firstLoad = new Set(
      firstLoadScripts(await (await request.get(path)).text()).map((src) => new URL(src, 'http://x').pathname),
    );
    const page = await browser.newPage({ baseURL, viewport: { width: 412, height: 823 } });
    const later: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.resourceType() === 'script' && !firstLoad.has(pathname)) later.push(pathname);
    });
    const counted = page.waitForRequest((sent) => sent.url().includes('/event') && sent.method() === 'POST');
    await page.goto(path);
    await counted;
    await page.waitForLoadState('networkidle');
    // one chunk, not the counting code and then, when it first calls, the client's (two round trips)
    expect(later, path).toHaveLength(1);
    await page.close();
  }
});
