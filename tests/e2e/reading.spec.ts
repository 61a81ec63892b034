/**
 * The reading screens beyond the feed, with real ids from the platform: each shows its content, its
 * <title> and a picture; unknown ids give the empty state with HTTP 404.
 */
import { CARD, expect, PATHS, platform, test } from './fixtures';

interface Summary {
  fileId: number;
  title: string;
  articleType: number;
  liveStatus: number | null;
}

test('moreLive: every live broadcast, running first; home’s live strip leads there', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getLiveList?siteId=1&page=0');
  await open('/home.html');
  await page.getByTestId('live-more').click();
  await expect(page).toHaveURL(/\/moreLive\.html$/);
  await expect(page).toHaveTitle('直播');
  const cards = page.locator(CARD);
  await expect(cards).toHaveCount(list.length);
  await expect(cards.first()).toContainText(list[0]!.title);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /\/media\/pic\//);
  // an announced broadcast says when it starts (not how long ago it was announced)
  const announced = cards.filter({ hasText: '直播预告｜澜海湾大桥合龙仪式' });
  await expect(announced).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} 开播/);
  await expect(announced).not.toContainText(/前$|分钟前|小时前/);
  // fewer than 20: no second page is offered (the multiple-of-20 rule)
  await expect(page.getByTestId('load-more')).toHaveText('没有更多了');
});

test('moreImage: the image sets as picture tiles, opening in imageDetail', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=7&page=0&articleType=1');
  await open('/moreImage/7.html');
  await expect(page).toHaveTitle('图片 · 图集');
  await expect(page.getByTestId('module-item')).toHaveCount(list.length);
  await expect(page.getByTestId('module-item').first().locator('img')).toBeVisible();
  await page.getByTestId('module-item').first().click();
  await expect(page).toHaveURL(new RegExp(`/imageDetail/7/${list[0]!.fileId}\\.html$`));
});

test('specMore: the special topics of a column; home’s topic module leads there', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=8&page=0&articleType=3');
  await open('/specMore/8.html');
  await expect(page).toHaveTitle('专题');
  await expect(page.locator(CARD)).toHaveCount(list.length);
  await expect(page.locator(CARD).first()).toContainText(list[0]!.title);
  await page.locator(CARD).first().click();
  await expect(page).toHaveURL(/\/specDetail\/\d+\.html$/);
});

test('tagList: an article’s tag leads to every article carrying it', async ({ page, open }) => {
  const tagged = await platform<{ list: Summary[]; tagName: string }>('getTagArticles?siteId=1&tagId=3&page=0');
  const first = tagged.list.find((a) => a.articleType === 0)!;
  await open(`/newsDetail/${first.fileId}.html`);
  await page.getByTestId('article-tag').filter({ hasText: '澜海马拉松' }).click();
  await expect(page).toHaveURL(/\/tagList\/3\.html$/);
  await expect(page).toHaveTitle('#澜海马拉松');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#澜海马拉松');
  await expect(page.locator(CARD)).toHaveCount(tagged.list.length);
});

test('moreModules: every home module in full; a module’s “more” lands on it', async ({ page, open }) => {
  await open('/home.html');
  const more = page.locator('[data-module-type="0"] [data-testid="module-more"]').first();
  const href = await more.getAttribute('href');
  expect(href).toMatch(/\/moreModules\.html#module-\d+$/);
  await more.click();
  await expect(page).toHaveURL(/\/moreModules\.html#module-\d+$/);
  await expect(page).toHaveTitle('精选');
  const anchor = href!.split('#')[1]!;
  await expect(page.locator(`#${anchor}`)).toBeVisible();
  expect(await page.getByTestId('home-module').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('module-more')).toHaveCount(0);
});

test('subscriptionList: categories, their usable accounts only', async ({ page, open }) => {
  await open('/subscriptionList.html');
  await expect(page).toHaveTitle('政务 · 订阅号');
  await expect(page.getByTestId('category-tab')).toHaveText(['政务', '区县', '文旅', '高校', 'English']);
  // 停用账号 (forbidden) is answered by the platform and dropped
  await expect(page.getByTestId('xy-account').locator('h2')).toHaveText(['澜海发布', '澜海交警']);
  await expect(page.getByTestId('xy-account').first().locator('img')).toBeVisible();
  await page.getByTestId('category-tab').filter({ hasText: '区县' }).click();
  await expect(page).toHaveURL(/\/subscriptionList\/2\.html$/);
  // 已注销账号 (status 4) is dropped too
  await expect(page.getByTestId('xy-account').locator('h2')).toHaveText(['滨江区融媒体中心']);
  await page.getByTestId('category-tab').filter({ hasText: '高校' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('还没有内容');
  // the English edition's accounts, each leading to its page
  await page.getByTestId('category-tab').filter({ hasText: 'English' }).click();
  await expect(page.getByTestId('xy-account').locator('h2')).toHaveText(['Lanhai Today', 'Bayside Business']);
  await page.getByTestId('xy-account-link').first().click();
  await expect(page).toHaveURL(/\/xyDetail\/29\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lanhai Today');
});

test('timeline: a running story on a time axis, newest first', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=8&page=0&articleType=3');
  const topic = list[0]!;
  const axis = await platform<{ list: Summary[] }>(`getHotPointTimeAxis?siteId=1&id=${topic.fileId}`);
  await open(`/timeline/${topic.fileId}.html`);
  await expect(page).toHaveTitle(topic.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  await expect(page.getByTestId('timeline-item')).toHaveCount(axis.list.length);
  await expect(page.getByTestId('timeline-item').first()).toContainText(axis.list[0]!.title);
  await expect(page.getByTestId('timeline-item').first().locator('time')).toHaveText(/^\d{2}:\d{2}$/);
});

test('paperSharePage: latest edition, layouts, page areas that open the articles', async ({ page, open }) => {
  const latest = await platform<{ date: string; paperId: number }>('getLatestPaper?siteId=1');
  const edition = await platform<{ layouts: { layout: string; articles: Summary[] }[] }>(
    `getPaperLayouts?siteId=1&paperId=1&date=${latest.date}`,
  );
  await open('/paperSharePage.html');
  await expect(page).toHaveTitle(`澜海日报 ${latest.date} A01 要闻`);
  await expect(page.getByTestId('paper-date')).toHaveCount(await countDates(latest.date));
  await expect(page.getByTestId('paper-layout')).toHaveCount(4);
  await expect(page.getByTestId('paper').locator('img').first()).toHaveJSProperty('complete', true);
  const front = edition.layouts[0]!;
  await expect(page.getByTestId('paper-area')).toHaveCount(front.articles.length);
  await expect(page.getByTestId('paper-article')).toHaveCount(front.articles.length);
  await page.getByTestId('paper-layout').filter({ hasText: 'A03' }).click();
  await expect(page).toHaveURL(new RegExp(`/paperSharePage/${latest.date}/1/A03\\.html$`));
  await expect(page.getByTestId('paper-article').first()).toContainText(edition.layouts[2]!.articles[0]!.title);
  await page.getByTestId('paper-area').first().click();
  await expect(page).toHaveURL(new RegExp(`/newsDetail/\\d+/${edition.layouts[2]!.articles[0]!.fileId}\\.html$`));
});

async function countDates(day: string) {
  const { dates } = await platform<{ dates: string[] }>(`getPaperDates?siteId=1&paperId=1&date=${day.slice(0, 7)}`);
  return dates.length;
}

test('productDetail, noticeDetail and previewPDF are addressed by ?id=', async ({ page, open, request, basePath }) => {
  await open('/productDetail.html?id=2');
  await expect(page).toHaveTitle('澜海数字报');
  await expect(page.getByTestId('product').locator('img')).toBeVisible();
  await page.getByTestId('product-link').click();
  await expect(page).toHaveURL(/\/paperSharePage\.html$/);

  await open('/noticeDetail.html?id=1');
  await expect(page).toHaveTitle('关于澜海日报客户端系统升级的公告');
  await expect(page.getByTestId('notice-body')).toContainText('系统升级');

  const cert = await platform<{ hash: string; certNo: string; pdfUrl: string }>(
    'getArticleCert?siteId=1&articleId=10002',
  );
  await open('/previewPDF.html?id=10002');
  await expect(page).toHaveTitle(/^区块链证书 · /);
  await expect(page.getByTestId('certificate')).toContainText(cert.certNo);
  await expect(page.getByTestId('certificate')).toContainText(cert.hash);
  await expect(page.getByTestId('certificate-pdf')).toHaveAttribute('href', cert.pdfUrl);
  const pdf = await request.get(cert.pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // an id that names nothing, or a malformed one: the 404 state (no id at all goes home: shell.spec)
  for (const path of ['/productDetail.html?id=99', '/noticeDetail.html?id=99', '/previewPDF.html?id=abc']) {
    expect((await request.get(`${basePath}${path}`)).status(), path).toBe(404);
  }
});

test('onlineStudy: the lesson with its reading progress', async ({ page, open }) => {
  await open('/onlineStudy/10002.html');
  await expect(page.getByTestId('article')).toBeVisible();
  const progress = page.getByTestId('study-progress');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
});

test('columnShare: a shared column with its siblings, paged while pages come back full', async ({ page, open }) => {
  await open('/columnShare/2/21.html');
  await expect(page).toHaveTitle('城事 · 本地');
  await expect(page.getByTestId('sibling-column')).toHaveText(['城事', '区县']);
  await expect(page.locator(CARD).first()).toBeVisible();
  await open('/columnShare/1.html');
  const first = await page.locator(CARD).count();
  expect(first).toBeGreaterThanOrEqual(20);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(CARD).count()).toBeGreaterThan(first);
});

test.describe('the open-the-client bar', () => {
  test.use({ openAppBar: true });

  test('the open-the-client prompt shows to browser readers, leads to the download page, and closes', async ({
    page,
    open,
  }) => {
    await open('/newsDetail/10002.html');
    const bar = page.getByTestId('open-in-app');
    await expect(bar).toContainText('打开澜海日报客户端');
    await bar.getByRole('link').click();
    await expect(page).toHaveURL(/\/downloadClient\.html$/);
    await expect(page.getByTestId('open-in-app')).toHaveCount(0);
    await open('/newsDetail/10003.html');
    await page.getByTestId('open-in-app').getByRole('button', { name: '关闭' }).click();
    await expect(page.getByTestId('open-in-app')).toHaveCount(0);
    await open('/newsDetail/10004.html');
    await expect(page.getByTestId('article')).toBeVisible();
    await expect(page.getByTestId('open-in-app')).toHaveCount(0);
  });
});

test('unknown ids on the reading screens: the empty state with HTTP 404', async ({ page, open, request, basePath }) => {
  for (const path of [
    '/specMore/999.html',
    '/tagList/999.html',
    '/moreImage/999.html',
    '/subscriptionList/999.html',
    '/timeline/10001.html',
    '/paperSharePage/1999-01-01.html',
    '/paperSharePage/2026-13-45x.html',
    // shaped like a day, but none of the calendar's
    '/paperSharePage/2026-13-45/1/A01.html',
    '/paperSharePage/2026-02-30/1/A01.html',
    '/columnShare/999.html',
    '/onlineStudy/999999.html',
  ]) {
    expect((await request.get(`${basePath}${path}`)).status(), path).toBe(404);
  }
  await open('/tagList/999.html');
  await expect(page.getByTestId('empty-state')).toBeVisible();
});

test.describe('404 pages without JavaScript (a crawler, an unfurler, a reader whose scripts failed)', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the empty state and the top bar come in the HTML, with the 404 status and the page language',
    PATHS,
    async ({ page, basePath }) => {
      for (const path of [
        '/newsDetail/1/99999999.html',
        '/newsDetail/abc.html',
        '/videoDetail/99999999.html',
        '/columnDetail/999.html',
        '/liveDetail/99999999.html',
        '/tagList/999.html',
        '/paperSharePage/1999-01-01.html',
        '/newsDetail/1/99999999.html?lang=en',
      ]) {
        const response = await page.goto(`${basePath}${path}`);
        expect(response?.status(), path).toBe(404);
        const english = path.endsWith('lang=en');
        await expect(page.getByTestId('empty-state'), path).toContainText(english ? 'No content' : '还没有内容');
        await expect(
          page.getByRole('banner').getByRole('link', { name: english ? /Lanhai|澜海/ : /澜海日报/ }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', english ? 'en' : 'zh-CN');
        await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
      }
    },
  );

  test("an editor's preview of a missing article is still a 404 (Next's own, drawn in the browser)", async ({
    request,
    basePath,
  }) => {
    expect((await request.get(`${basePath}/newsDetail/1/99999999.html?yl=1`)).status()).toBe(404);
  });
});
