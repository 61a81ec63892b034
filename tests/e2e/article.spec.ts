import type { Locator, Page } from '@playwright/test';
import {
  CARD,
  editArticle,
  expect,
  headOf,
  logIn,
  newPhone,
  PATHS,
  platform,
  previewLinkToken,
  scrollToFoot,
  startDraft,
  test,
  untilAlive,
  withoutNativeHls,
} from './fixtures';
import { ASSET_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { sidewaysOverflow } from './sideways';

interface Summary {
  fileId: number;
  columnID: number;
  title: string;
}

/** The names of the HLS fragments the page asks for, in order, as they are asked for. */
function watchFragments(page: Page): string[] {
  const fragments: string[] = [];
  page.on('request', (request) => {
    const name = /\/([^/?]+\.ts)(\?|$)/.exec(request.url())?.[1];
    if (name) fragments.push(name);
  });
  return fragments;
}

/** The reader presses play (muted: no user gesture in a test browser). */
/** The first video of the demo paper's video column. */
async function firstVideo(): Promise<Summary> {
  return (await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=6&page=0')).list[0]!;
}

async function playMuted(player: Locator) {
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
}

test.describe('newsDetail', () => {
  test('an article: title without markers, time, reading time, body, credits, <title>', async ({ page, open }) => {
    await open('/newsDetail/1/10001.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('澜海发布未来五年城市发展规划纲要');
    await expect(page).toHaveTitle('澜海发布未来五年城市发展规划纲要');
    await expect(page.getByTestId('publish-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page.getByTestId('reading-time')).toHaveText(/^全文\d+个字 阅读约需\d+分钟$/);
    await expect(page.getByTestId('article-body').locator('p').first()).toContainText('澜海');
    await expect(page.getByTestId('article-body').locator('img').first()).toHaveAttribute('width', '640');
    await expect(page.getByTestId('credits')).toContainText('编辑：');
  });

  test('the first picture of the body is asked for from <head> and decoded with the first paint', async ({
    request,
    basePath,
  }) => {
    const html = await (await request.get(`${basePath}/newsDetail/1/10001.html`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/.exec(head)?.[1];
    const body = html.slice(html.indexOf('data-testid="article-body"'));
    const first = /<img [^>]*src="([^"]+)"[^>]*>/.exec(body);
    expect(preload).toBeDefined();
    expect(first?.[1]).toBe(preload);
    expect(first?.[0]).toContain('decoding="sync"');
  });

  test('related and recommended articles close the article, asked for as the reader comes near', async ({
    page,
    open,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/(getRelatedArticles|getRecommendList)\?/.test(request.url())) asked.push(request.url());
    });
    await open('/newsDetail/1/10001.html');
    await expect(page.getByTestId('onward')).toBeAttached();
    expect(asked).toEqual([]);
    await page.getByTestId('onward').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('related').locator(CARD)).toHaveCount(5);
    expect(asked.map((url) => new URL(url).searchParams.get('articleId'))).toEqual(['10001', '10001']);
    await expect(page.getByTestId('recommended').locator(CARD).first()).toBeVisible();
    // each card's time, whose code comes in a chunk of its own (components/common/LazyRelativeTime.tsx)
    await expect(page.getByTestId('related').locator(`${CARD} time`)).toHaveCount(5);
    await expect(page.getByTestId('related').locator(`${CARD} time`).first()).toHaveText(/\S/);
    const related = await page
      .getByTestId('related')
      .locator(CARD)
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-article-id')));
    expect(related).not.toContain('10001');
  });

  test('both path forms: /newsDetail/:id.html and /newsDetail/:columnId/:id.html', PATHS, async ({ page, open }) => {
    const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=3&page=0');
    const article = list[1]!;
    await open(`/newsDetail/${article.fileId}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await open(`/newsDetail/${article.columnID}/${article.fileId}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  });

  test('opening an article from home', PATHS, async ({ page, open }) => {
    await open('/home.html');
    const card = page.locator(`${CARD}[href*="/newsDetail/"]`).first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('article-body')).toBeVisible();
  });

  test('a reader from outside the app gets the slim header: the logo home, the sections; in the app, none', async ({
    page,
    open,
    browser,
    baseURL,
    basePath,
  }) => {
    await open('/newsDetail/1/10002.html');
    const header = page.getByTestId('site-header');
    await expect(header).toBeInViewport();
    await expect(header.getByRole('link', { name: '澜海日报首页' })).toHaveAttribute('href', `${basePath}/home.html`);
    const sections = header.getByRole('navigation').getByRole('link');
    await expect(sections.first()).toHaveText('要闻');
    await sections.filter({ hasText: '体育' }).click();
    await expect(page).toHaveURL(/\/home\.html\?column=12$/);
    await expect(page.getByTestId('column-tab').filter({ hasText: '体育' })).toHaveAttribute('aria-current', 'page');

    for (const path of ['/videoDetail/6/10121.html', '/liveDetail/10146.html', '/specDetail/10141.html']) {
      await open(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
    }

    const inApp = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 xyApp/5.2.0 xyUid/88',
      viewport: { width: 375, height: 812 },
    });
    const appPage = await inApp.newPage();
    await appPage.goto(`${basePath}/newsDetail/1/10002.html`);
    await expect(appPage.getByTestId('article-body')).toBeVisible();
    await expect(appPage.getByTestId('site-header')).toHaveCount(0);
    await inApp.close();
  });

  test('the text size: four steps, kept for the next article from its first paint, never sideways', async ({
    page,
    open,
    basePath,
  }) => {
    await open('/newsDetail/1/10001.html');
    const body = page.getByTestId('article-body');
    const size = () => body.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    const standard = await size();
    await page.getByTestId('text-size').click();
    const steps = page.getByTestId('text-size-step');
    await expect(steps).toHaveText(['小', '标准', '大', '特大']);
    await expect(steps.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await steps.nth(3).click();
    await expect(steps.nth(3)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(size).toBeCloseTo(standard * 1.3, 0);
    await scrollToFoot(page);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // the next article, without the app's code: the <head> script alone draws it at the kept size, so the
    // page does not move when the code arrives
    const bare = await page.context().newPage();
    await bare.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await bare.goto(`${basePath}/newsDetail/1/10002.html`);
    const bareSize = () =>
      bare.getByTestId('article-body').evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    await expect.poll(bareSize).toBeCloseTo(standard * 1.3, 0);
    await bare.close();

    // the largest size fits a 375 px phone in every language (Chinese above)
    for (const lang of ['en', 'de', 'fr', 'bo']) {
      await open(`/newsDetail/1/10001.html?lang=${lang}`);
      await expect.poll(size).toBeCloseTo(standard * 1.3, 0);
      if (lang === 'en') {
        // the control knows the kept step
        await page.getByTestId('text-size').click();
        await expect(steps.nth(3)).toHaveAttribute('aria-pressed', 'true');
        await expect(steps).toHaveText(['Small', 'Standard', 'Large', 'Largest']);
      }
      await scrollToFoot(page);
      expect({ lang, wide: await sidewaysOverflow(page) }).toEqual({ lang, wide: [] });
    }
  });

  test.describe('unknown and malformed ids give the empty state with HTTP 404', () => {
    // ten digits: longer than any id the platform takes, a cached 404 (never a call it refuses)
    for (const path of [
      '/newsDetail/99999999.html',
      '/newsDetail/abc.html',
      '/newsDetail/1/0.html',
      '/newsDetail/1234567890.html',
    ]) {
      test(path, async ({ page, open, request, basePath }) => {
        const answer = await request.get(`${basePath}${path}`);
        expect(answer.status()).toBe(404);
        expect(answer.headers()['cache-control']).toMatch(/s-maxage/);
        await open(path);
        await expect(page.getByTestId('empty-state')).toContainText('还没有内容');
        // a reader who followed a dead link still sees whose site this is, and the way home
        await expect(page.getByRole('banner').getByRole('link', { name: /澜海日报/ })).toBeVisible();
      });
    }

    test('the way home is a pill with its label in the middle', async ({ page, open }) => {
      await open('/newsDetail/99999999.html');
      const home = page.getByTestId('empty-state').getByRole('link', { name: '返回首页' });
      await expect(home).toBeVisible();
      const [box, label] = await home.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const [outer, inner] = [link.getBoundingClientRect(), range.getBoundingClientRect()];
        return [outer.top + outer.height / 2, inner.top + inner.height / 2];
      });
      expect(Math.abs(box! - label!)).toBeLessThan(2);
    });
  });

  test(
    'preview: unpublished only through its preview link, marked, never cached; published pages are cached',
    PATHS,
    async ({ page, open, request, basePath, playwright, baseURL }) => {
      const unpublished = 10151;
      const token = await previewLinkToken(unpublished);
      expect((await request.get(`${basePath}/newsDetail/${unpublished}.html`)).status()).toBe(404);
      // a preview flag alone, another article's link, or a forged one: the empty state
      const otherToken = await previewLinkToken(10001);
      for (const query of ['yl=1', 'cms=1', `yl=1&previewToken=${otherToken}`, `yl=1&previewToken=${token}x`])
        expect({
          query,
          status: (await request.get(`${basePath}/newsDetail/${unpublished}.html?${query}`)).status(),
        }).toEqual({
          query,
          status: 404,
        });
      const preview = await request.get(`${basePath}/newsDetail/${unpublished}.html?yl=1&previewToken=${token}`);
      expect(preview.status()).toBe(200);
      expect(preview.headers()['cache-control']).toMatch(/no-store/);
      // a published article's preview needs no link
      expect((await request.get(`${basePath}/newsDetail/1/10002.html?yl=1`)).status()).toBe(200);
      await open(`/newsDetail/${unpublished}.html?isPreview=true&previewToken=${token}`);
      await expect(page.getByTestId('preview-banner')).toBeVisible();
      expect(await headOf(page)).toContain('noindex');

      // the editor is in draft mode now (every page rendered for them); another reader is not, and the
      // draft drawn for the editor is in no cache: the same link read without draft mode is the 404
      const reader = await playwright.request.newContext({ baseURL });
      const cached = await reader.get(`${basePath}/newsDetail/1/10002.html`);
      expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate/);
      const withoutDraftMode = await reader.get(
        `${basePath}/newsDetail/${unpublished}.html?yl=1&previewToken=${token}&draft=1`,
      );
      expect(withoutDraftMode.status()).toBe(404);
      expect(await withoutDraftMode.text()).not.toContain('preview-banner');
      await reader.dispose();
    },
  );

  test("an editor's preview is in draft mode: each save shows at once, kept by no cache", async ({ request }) => {
    const unpublished = 10151;
    const token = await previewLinkToken(unpublished);
    const address = `/newsDetail/${unpublished}.html?yl=1&previewToken=${token}`;
    const original = await platform<{ content: string }>(
      `getArticleContentPreview?siteId=1&articleId=${unpublished}&previewToken=${token}`,
    );
    const read = async () => {
      const answer = await request.get(address);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toMatch(/no-store/);
      return { html: await answer.text() };
    };
    await read();
    const sentence = `校对中的一句话 ${Date.now()}`;
    try {
      await editArticle(unpublished, { content: `${original.content}<p>${sentence}</p>` });
      expect((await read()).html).toContain(sentence);
    } finally {
      await editArticle(unpublished, { content: original.content });
    }
    expect((await read()).html).not.toContain(sentence);
  });

  test('share tags are server-rendered inside <head> for unfurlers', PATHS, async ({ request, basePath, baseURL }) => {
    for (const agent of [
      'facebookexternalhit/1.1',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0',
      'Mozilla/5.0 (iPhone) MicroMessenger/8.0',
    ]) {
      const html = await (
        await request.get(`${basePath}/newsDetail/1/10001.html`, { headers: { 'user-agent': agent } })
      ).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(html.indexOf('</head>')).toBeLessThan(32 * 1024);
      expect(head).toContain('<meta property="og:title" content="澜海发布未来五年城市发展规划纲要"/>');
      expect(head).toContain(`<meta property="og:url" content="${baseURL}${basePath}/newsDetail/1/10001.html"/>`);
      // the article's share card (tests/e2e/shareCards.spec.ts)
      expect(head).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:\d+(?:\/m)?\/share-card\/[\w-]{32}\.jpg\?c=[\w-]+"\/>/,
      );
      expect(head).toContain('<meta property="og:image:width" content="1200"/>');
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(head).toContain('<meta name="weibo:type" content="article"/>');
      expect(head).toMatch(/<meta property="og:description" content="[^"]{10,100}"\/>/);
    }
  });

  test('an image set and a video in newsDetail render their own parts', async ({ page, open }) => {
    const sets = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=7&page=0');
    await open(`/newsDetail/${sets.list[0]!.fileId}.html`);
    await expect(page.getByTestId('image-set').locator('img').first()).toBeVisible();
    const videos = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=6&page=0');
    await open(`/newsDetail/${videos.list[0]!.fileId}.html`);
    await expect(page.getByTestId('article-video')).toHaveAttribute('src', /index\.m3u8$/);
  });

  test('imageDetail: a swipe gallery with counter and captions', async ({ page, open }) => {
    const sets = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=7&page=0');
    const set = sets.list[0]!;
    const content = await platform<{ pic_list: { summary: string }[] }>(
      `getArticleContent?siteId=1&articleId=${set.fileId}`,
    );
    await open(`/imageDetail/${set.columnID}/${set.fileId}.html`);
    await expect(page).toHaveTitle(set.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(set.title);
    await expect(page.getByTestId('gallery-counter')).toHaveText('1');
    await expect(page.getByTestId('gallery-caption')).toHaveText(content.pic_list[0]!.summary);
    await expect(page.getByTestId('gallery-stage')).toHaveAttribute('data-ready', 'true');
    // the gallery fills the screen: the picture in the middle, title above, caption at the foot, right above
    // the "open the client" bar a phone browser shows (not under it)
    const height = page.viewportSize()!.height;
    const openInApp = page.getByTestId('open-in-app');
    const bar = (await openInApp.count()) ? await openInApp.boundingBox() : null;
    const stage = (await page.getByTestId('gallery-stage').boundingBox())!;
    const panel = (await page.getByTestId('gallery-panel').boundingBox())!;
    expect(stage.y + stage.height / 2).toBeGreaterThan(height / 3);
    expect(stage.y + stage.height / 2).toBeLessThan((height * 2) / 3);
    expect(Math.abs(panel.y + panel.height - (bar?.y ?? height))).toBeLessThan(1);
    expect(Math.abs(stage.y + stage.height - panel.y)).toBeLessThan(1);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('gallery-counter')).toHaveText('2');
    await expect(page.getByTestId('gallery-caption')).toHaveText(content.pic_list[1]!.summary);
    const box = (await page.getByTestId('gallery-stage').boundingBox())!;
    // a swipe (once the keyboard's slide transition is over): press, drag left in small steps, release
    await page.waitForTimeout(500);
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(50);
    await page.mouse.move(box.x + box.width * 0.15, box.y + box.height / 2, { steps: 24 });
    await page.waitForTimeout(50);
    await page.mouse.up();
    await expect(page.getByTestId('gallery-counter')).toHaveText('3');
  });

  test('videoDetail: the length is shown over the poster, nothing of the video loads until the reader plays, then it plays', async ({
    page,
    open,
  }) => {
    const video = await firstVideo();
    const fragments = watchFragments(page);
    await open(`/videoDetail/${video.columnID}/${video.fileId}.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    const player = page.getByTestId('video-player');
    // this Chromium plays HLS itself ("maybe"), and its HLS buffers ten seconds ahead with preload="metadata"
    await expect(player).toHaveAttribute('data-engine', /native|hls\.js/);
    await expect(player).toHaveAttribute('poster', /_big\.jpg$/);
    await expect(player).toHaveAttribute('preload', 'none');
    // the demo clip is 4 s long, as the platform says
    await expect(page.getByTestId('video-duration')).toHaveText('0:04');
    await expect(page.getByTestId('video-duration')).toHaveAttribute('datetime', 'PT4S');
    // until the reader plays: our play button over the poster, not the browser's controls (their loading
    // ring turned over the poster though nothing loads)
    await expect(page.getByRole('button', { name: `播放：${video.title}` })).toBeVisible();
    expect(await player.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    await page.waitForTimeout(1_500);
    expect(fragments).toEqual([]);
    // a 16:9 box the width of the screen, not the height the platform gives for the video in CSS pixels
    const box = (await player.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1);

    await playMuted(player);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBeGreaterThanOrEqual(3);
    await expect.poll(() => fragments, { timeout: 15_000 }).toContain('seg0.ts');
    await expect(page.getByTestId('video-duration')).toHaveCount(0);
  });

  test('videoDetail through hls.js: the playlist only until the reader plays, the whole clip once playing', async ({
    page,
    open,
  }) => {
    const video = await firstVideo();
    const fragments = watchFragments(page);
    await withoutNativeHls(page);
    await open(`/videoDetail/${video.columnID}/${video.fileId}.html`);
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-engine', 'hls.js');
    await expect(page.getByTestId('video-duration')).toHaveText('0:04');
    await page.waitForTimeout(1_500);
    expect(fragments).toEqual([]);
    // the reader taps the play button: it plays, with the browser's controls from now on
    await page.getByTestId('video-play').click();
    await expect(page.getByTestId('video-play')).toHaveCount(0);
    await expect.poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused || v.ended)).toBe(true);
    expect(await player.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    // both fragments, the first first (hls.js may ask for the last one twice at the end of the clip)
    await expect.poll(() => [...new Set(fragments)], { timeout: 15_000 }).toEqual(['seg0.ts', 'seg1.ts']);
  });

  test("videoDetail: a tap on play before the page's code has come plays the video once it is alive", async ({
    page,
    basePath,
  }) => {
    const video = await firstVideo();
    const fragments = watchFragments(page);
    await withoutNativeHls(page);
    // the page's scripts (hls.js among them) are held back until the reader has tapped
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${basePath}/videoDetail/${video.columnID}/${video.fileId}.html`, {
      waitUntil: 'domcontentloaded',
    });
    await page.getByTestId('video-play').click();
    const player = page.getByTestId('video-player');
    expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    release();
    await expect(player).toHaveAttribute('data-engine', 'hls.js', { timeout: 15_000 });
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused || v.ended), { timeout: 15_000 })
      .toBe(true);
    await expect(page.getByTestId('video-play')).toHaveCount(0);
    await expect.poll(() => [...new Set(fragments)], { timeout: 15_000 }).toEqual(['seg0.ts', 'seg1.ts']);
  });

  test('a replay (its length not given) through hls.js: only the first fragment until the reader plays, the rest once playing', async ({
    page,
    open,
  }) => {
    const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=9&page=0');
    const replay = list.find((item) => item.title.startsWith('直播回放'))!;
    const fragments = watchFragments(page);
    await withoutNativeHls(page);
    await open(`/liveDetail/${replay.fileId}.html`);
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-engine', 'hls.js');
    await expect(player).toHaveAttribute('preload', 'metadata');
    await expect(page.getByTestId('video-duration')).toHaveCount(0);
    await expect
      .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    // the demo clip has two fragments; hls.js would have fetched the second by now if it were going to
    await page.waitForTimeout(1_500);
    expect(fragments).toEqual(['seg0.ts']);
    await playMuted(player);
    await expect.poll(() => fragments, { timeout: 15_000 }).toContain('seg1.ts');
  });

  test('imageDetail: like, favourite and share under the gallery', async ({ page, open }) => {
    const sets = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=7&page=0');
    const set = sets.list.at(-1)!;
    await open(`/imageDetail/${set.columnID}/${set.fileId}.html`);
    // a tap before the page has hydrated is a tap on plain HTML: the gallery's page hydrates late under load
    await untilAlive(page);
    const bar = page.getByTestId('article-actions');
    await bar.scrollIntoViewIfNeeded();
    await expect(bar.getByTestId('article-fav')).toBeVisible();
    await expect(bar.getByTestId('article-share')).toBeVisible();
    await bar.getByTestId('article-like').click();
    await expect(bar.getByTestId('article-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toast')).toHaveText('点赞成功');
  });

  test('lists open image sets in imageDetail and videos in videoDetail', async ({ page, open }) => {
    await open('/home.html');
    await page.getByTestId('column-tab').filter({ hasText: '图片' }).click();
    // the section's own page: wait for its list before opening its first article
    const first = page.locator(CARD).first();
    await expect(first).toHaveAttribute('href', /\/imageDetail\//);
    await first.click();
    await expect(page).toHaveURL(/\/imageDetail\/7\/\d+\.html$/);
    await expect(page.getByTestId('gallery')).toBeVisible();
  });
});

test.describe('hostile content', () => {
  test('script payloads in article HTML do not run; the text is shown', async ({ page, open }) => {
    // CMS HTML as an editor pastes it: a third-party embed with scripts, event handlers and javascript: links
    const pasted = await startDraft(
      22,
      '本周末社区活动一览（含外部报名表）',
      [
        '<p>本周末，全市各社区将举办二十余场文体活动，欢迎居民参加。</p>',
        '<script>window.__xss = "script"</script>',
        '<p onclick="window.__xss = \'onclick\'">滨江社区：周六上午九点，亲子阅读会。</p>',
        '<img src="x" onerror="window.__xss = \'onerror\'" alt="活动海报">',
        '<p><a href="javascript:window.__xss=\'link\'">点击报名</a>（报名请到社区服务站）</p>',
        '<iframe src="https://widgets.example.com/form" onload="window.__xss = \'iframe\'"></iframe>',
        '<svg><script>window.__xss = "svg"</script></svg>',
        '<style>body { display: none }</style>',
        '<p>青屿社区：周日下午两点，广场舞比赛。</p>',
      ].join('\n'),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(`/newsDetail/${pasted}.html?yl=1&previewToken=${await previewLinkToken(pasted)}`);
    const body = page.getByTestId('article-body');
    await expect(body).toContainText('滨江社区：周六上午九点，亲子阅读会。');
    await expect(body).toContainText('青屿社区');
    await body.getByText('点击报名').click();
    await page.getByText('滨江社区').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await body.innerHTML()).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<style/i);
    await expect(page.locator('body')).toBeVisible();
  });
});

test.describe('security policy', () => {
  test(
    'every kind of answer carries the security headers, once, inside and outside the base path',
    PATHS,
    async ({ page, open, request, basePath }) => {
      const desktop =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
      const article = `${basePath}/newsDetail/1/10001.html`;
      const html = await (await request.get(article)).text();
      const script = /src="([^"]*\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
      // the client's navigation to a page: its RSC payload, as the browser fetches it
      const payloads: Promise<import('@playwright/test').Response>[] = [];
      page.on('response', (response) => {
        if (response.request().headers()['rsc'] === '1') payloads.push(Promise.resolve(response));
      });
      await open('/home.html');
      // a click before hydration loads the article as a document, with no payload to check
      await untilAlive(page);
      await page.locator(`${CARD}[href*="/newsDetail/"]`).first().click();
      await expect(page).toHaveURL(/\/newsDetail\//);
      await expect.poll(() => payloads.length).toBeGreaterThan(0);
      const payload = await payloads[0]!;
      expect(payload.headers()['content-type']).toMatch(/text\/x-component/);

      const get = (path: string, headers: Record<string, string> = {}) =>
        request.get(path, { headers, maxRedirects: 0, failOnStatusCode: false });
      const answers = {
        'cached page': await get(article),
        'cached page (desktop)': await get(article, { 'user-agent': desktop }),
        'preview (turns draft mode on)': await get(`${article}?yl=1`),
        'not found (404 empty state)': await get(`${basePath}/newsDetail/1/99999999.html`),
        "Next's 404": await get(`${basePath}/_next/static/nothing.js`),
        'redirect of proxy.ts': await get(`${basePath}/no-such-screen`),
        'redirect of .HTML': await get(`${basePath}/newsDetail/1/10001.HTML`),
        'route handler': await get(`${basePath}/api/session`),
        'static script': await get(script),
        'public file': await get(`${basePath}/robots.txt`),
        'outside the base path': await get('/outside-the-base-path'),
      };
      const statuses = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status()]));
      expect(statuses).toEqual({
        'cached page': 200,
        'cached page (desktop)': 200,
        'preview (turns draft mode on)': 307,
        'not found (404 empty state)': 404,
        "Next's 404": 404,
        'redirect of proxy.ts': 307,
        'redirect of .HTML': 308,
        'route handler': 405,
        'static script': 200,
        'public file': 200,
        'outside the base path': basePath ? 404 : 307,
      });
      expect(answers['cached page'].headers()['x-middleware-rewrite']).toMatch(/\/~cn~plain\//);
      expect(answers['cached page (desktop)'].headers()['x-middleware-rewrite']).toMatch(/\/~cn~desktop\//);
      const policy = answers['cached page'].headers()['content-security-policy'];
      // the whole policy: the platform's origins (the one of this run) and who may frame the page
      expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-inline'/);
      expect(policy).toMatch(/img-src [^;]*http:\/\/localhost:\d+/);
      expect(policy).toMatch(/connect-src [^;]*ws:\/\/localhost:\d+/);
      expect(policy).toMatch(/object-src 'none'/);
      expect(policy).toMatch(/frame-ancestors 'self'/);
      for (const [name, answer] of [...Object.entries(answers), ['RSC payload', payload] as const]) {
        const headers = answer.headers();
        // every answer of proxy.ts (pages, payloads, its redirects) carries the pages' policy; what is no
        // page (the build's files, route handlers, public files, what is outside the base path) the assets'
        const asset =
          ['static script', "Next's 404", 'route handler', 'public file'].includes(name) ||
          (name === 'outside the base path' && Boolean(basePath));
        expect.soft(headers['content-security-policy'], name).toBe(asset ? ASSET_CONTENT_SECURITY_POLICY : policy);
        expect.soft(headers['x-content-type-options'], name).toBe('nosniff');
        expect.soft(headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
        expect.soft(headers['permissions-policy'], name).toMatch(/camera=\(\)/);
        const sent = (await answer.headersArray()).filter(({ name: header }) =>
          /^content-security-policy$/i.test(header),
        );
        expect.soft(sent, name).toHaveLength(1);
      }
      expect(answers['cached page'].headers()['cache-control']).toMatch(/s-maxage/);
      expect(await answers['cached page'].text()).not.toContain('http-equiv="Content-Security-Policy"');
    },
  );

  test('our own pages break none of their policy: no eval probe, no stray origin', PATHS, async ({ page, open }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    for (const path of ['/newsDetail/1/10001.html', '/home.html', '/columnDetail/6/6.html']) {
      await open(path);
      // the comments and counts arrive (their answers are parsed by the schemas in the browser)
      await page.waitForLoadState('networkidle');
      expect({
        path,
        violations: await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      }).toEqual({
        path,
        violations: [],
      });
    }
  });

  test('the policy is enforced on a page', PATHS, async ({ page, basePath }) => {
    await page.goto(`${basePath}/newsDetail/1/10001.html`);
    const violated = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
            once: true,
          });
          const img = document.createElement('img');
          img.src = 'http://elsewhere.invalid/tracker.png';
          document.body.append(img);
          setTimeout(() => resolve('none'), 3000);
        }),
    );
    expect(violated).toBe('img-src');
  });
});

test.describe('navigation', () => {
  test(
    'from any screen to any other the app navigates without reloading, cached or per request',
    PATHS,
    async ({ page, open }) => {
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      });
      await open('/home.html');
      // links navigate in the app once it has hydrated (before, a tap loads a new document)
      await untilAlive(page);
      await page.evaluate(() => ((window as unknown as { stayed: number }).stayed = 1));
      const stayed = () => page.evaluate(() => (window as unknown as { stayed?: number }).stayed);
      // home → an article → home: client navigations
      await page.locator(`${CARD}[href*="/newsDetail/"]`).first().click();
      await expect(page).toHaveURL(/\/newsDetail\//);
      await expect(page.locator('article h1')).toBeVisible();
      expect(await stayed()).toBe(1);
      await page.goBack();
      await expect(page).toHaveURL(/home\.html$/);
      expect(await stayed()).toBe(1);
      expect(documents).toHaveLength(1);
      // the login screen is rendered per request: a client navigation too, in the same document
      await page.getByTestId('menu-login').click();
      await expect(page).toHaveURL(/login\.html/);
      await expect(page.getByTestId('close-login')).toBeVisible();
      expect(await stayed()).toBe(1);
      await page.goBack();
      await expect(page).toHaveURL(/home\.html$/);
      await expect(page.locator(CARD).first()).toBeVisible();
      expect(await stayed()).toBe(1);
      expect(documents).toHaveLength(1);
    },
  );

  test(
    'proxy.ts serves the plain reader every reading page, the same whatever the query that changes nothing',
    PATHS,
    async ({ request, basePath }) => {
      const path = `${basePath}/newsDetail/1/10001.html`;
      // other tests like this article meanwhile: each answer may carry another count
      const body = (html: string) =>
        /<article[\s\S]*<\/article>/
          .exec(html)?.[0]
          .replace(/\/_next\/static\/[^"]+/g, '')
          .replace(/(data-testid="article-like-count">)\d+/, '$1') ?? 'no article';
      const fast = await request.get(path);
      // theme=normal changes nothing in the HTML (the theme is applied in the browser)
      const proxied = await request.get(`${path}?theme=normal`);
      expect(fast.headers()['x-middleware-rewrite']).toMatch(/\/~cn~plain\/newsDetail\/1\/10001/);
      const [a, b] = [await fast.text(), await proxied.text()];
      expect(/<html lang="([^"]+)"/.exec(a)?.[1]).toBe('zh-CN');
      expect(body(a)).toContain('澜海发布未来五年城市发展规划纲要');
      expect(body(a)).toBe(body(b));
      // every reading page the edge shares: home three ways, the media screens with and without a column
      const [set, video, live, lives] = await Promise.all([
        platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=7&page=0').then((answer) => answer.list[0]!),
        platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=6&page=0').then((answer) => answer.list[0]!),
        platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=9&page=0').then((answer) => answer.list[0]!),
        platform<{ list: Summary[] }>('getLiveList?siteId=1&page=0').then((answer) => answer.list),
      ]);
      for (const [readingPage, text] of [
        ['/', '今日头条'],
        ['/index.html', '今日头条'],
        ['/home.html', '今日头条'],
        [`/imageDetail/${set.columnID}/${set.fileId}.html`, set.title],
        [`/imageDetail/${set.fileId}.html`, set.title],
        [`/videoDetail/${video.fileId}.html`, video.title],
        [`/liveDetail/${live.fileId}.html`, live.title],
        ['/newsDetail/10001.html', '澜海发布未来五年城市发展规划纲要'],
        // the reading lists: without parameters, with one, with a parent
        ['/moreLive.html', lives[0]!.title],
        [`/moreImage/${set.columnID}.html`, set.title],
        ['/tagList/3.html', '澜海马拉松'],
        ['/columnShare/2/21.html', '城事'],
        // a link shared from the app or a chat, opened in a phone browser
        ['/newsDetail/1/10001.html?isShare=true&shareTime=1795433494040', '澜海发布未来五年城市发展规划纲要'],
      ]) {
        const response = await request.get(`${basePath}${readingPage}`);
        expect({ readingPage, status: response.status(), plain: response.headers()['x-middleware-rewrite'] }).toEqual({
          readingPage,
          status: 200,
          plain: expect.stringMatching(/\/~cn~plain\//),
        });
        expect(await response.text()).toContain(text);
      }
      // a language choice (query or cookie) takes the proxy and is honoured: the chrome is English, the
      // Chinese article says it is Chinese
      const english = await request.get(path, { headers: { cookie: 'lang=en' } });
      expect(english.headers()['x-middleware-rewrite']).toMatch(/\/~en~plain~cn\//);
      const englishHtml = await english.text();
      expect(/<html lang="([^"]+)"/.exec(englishHtml)?.[1]).toBe('zh-CN');
      expect(/<body[^>]*\slang="([^"]+)"/.exec(englishHtml)?.[1]).toBe('en');
    },
  );
});

test('secrets never reach the page or the client bundles', async ({ request, basePath }) => {
  const secrets = [
    'Lh-7q2Wm9xKp4Zt8Rv3Ns6Yb', // the demo app secret (only through the authinfo exchange, encrypted)
    'Sx-3Fh8Lq1Vn6Cw2Jm5Tg9Pk', // the secure site's app secret
    '2ece5f6c29f4cdb27fba4ef81d1ebcdd22113aac6ae4fa2f98d60c22e07c606f', // the SM2 private key
    'lanhai-wap-4f2c', // the app key
  ];
  for (const path of ['/home.html', '/newsDetail/1/10001.html']) {
    const html = await (await request.get(`${basePath}${path}`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    const bodies = [html, ...(await Promise.all(scripts.map(async (src) => (await request.get(src)).text())))];
    for (const secret of secrets) for (const body of bodies) expect(body).not.toContain(secret);
  }
});

test('comments under an article; a script a reader typed shows as text and does not run', async ({ page, open }) => {
  test.setTimeout(60_000);
  await open('/newsDetail/1/10001.html');
  // the comments load as the reader comes near them
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  const comments = page.getByTestId('latest-comments');
  await expect(comments.getByTestId('comment').first()).toBeVisible();
  await expect(page.getByTestId('hot-comments').getByTestId('comment').first()).toBeVisible();

  // a reader types markup (the demo site reviews comments: shown to its author until then)
  await page.getByTestId('comment-login-link').click();
  await logIn(page, newPhone());
  const typed = `<script>window.__xss = "comment"</script><img src=x onerror="window.__xss = 'comment-img'">好文章 <b>${Date.now()}</b>`;
  const composer = page.getByTestId('comment-composer');
  await composer.getByTestId('comment-input').fill(typed);
  await composer.getByTestId('comment-send').click();
  await expect(comments.getByTestId('comment-content').filter({ hasText: '<script>' }).first()).toHaveText(typed);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
});

test('an internal path answers 404 from outside, with any suffix or encoding; an editor context is never kept', async ({
  request,
  basePath,
}) => {
  for (const path of [
    '/~cn~plain/login.rsc',
    '/~cn~preview/newsDetail/_/10151.rsc',
    '/~cn~plain/newsDetail/1/10001',
    '/%7Ecn~plain/home.html',
  ])
    expect({ path, status: (await request.get(`${basePath}${path}`, { maxRedirects: 0 })).status() }).toEqual({
      path,
      status: 404,
    });
  // %79l is yl: the editor's context, answered for them alone
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
  const encoded = await request.get(`${basePath}/aboutUs.html?%79l=1`, { headers: { 'user-agent': desktop } });
  expect(encoded.headers()['cache-control']).toMatch(/no-store/);
});
