import { CARD, expect, platform, test } from './fixtures';

interface Summary {
  fileId: number;
  columnID: number;
  title: string;
  articleType: number;
  linkUrl: string;
}

test('specDetail: a special topic with its banner and grouped articles', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=8&page=0');
  const topic = list.find((a) => a.articleType === 3)!;
  await open(`/specDetail/${topic.fileId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title);
  await expect(page.getByTestId('topic-group')).toHaveCount(2);
  await expect(page.getByTestId('topic-group').first().locator(CARD).first()).toBeVisible();
});

test('specDetail of a plain article is the screen’s 404, not a topic to subscribe to', async ({ page }) => {
  const response = await page.goto('/specDetail/10001.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByRole('button', { name: '订阅' })).toHaveCount(0);
});

test('linkDetail: an H5 page of the platform shows in a frame, with a way to open it', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=1&page=0&pageSize=50');
  const h5 = list.find((a) => a.articleType === 12)!;
  await open(`/linkDetail/${h5.fileId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h5.title.replace(/\[=[^\]]*\]/g, ''));
  await expect(page.getByTestId('open-link')).toHaveAttribute('href', h5.linkUrl);
  await expect(page.frameLocator('[data-testid="link-frame"]').getByRole('heading', { level: 1 })).toHaveText(
    '一图读懂澜海博物馆新馆',
  );
});

test('lists open topics in specDetail and links in linkDetail', async ({ page, open }) => {
  await open('/home.html');
  await page.getByTestId('column-tab').filter({ hasText: '专题' }).click();
  // the section's own page: wait for its list before opening its first article
  const first = page.locator(CARD).first();
  await expect(first).toHaveAttribute('href', /\/specDetail\//);
  await first.click();
  await expect(page).toHaveURL(/\/specDetail\/\d+\.html$/);
});

test('downloadClient and aboutUs come from the site config', async ({ page, open }) => {
  const config = await platform<{ _rd_downloadUrl: { ios: string; android: string } }>('getConfig?siteId=1');
  await open('/downloadClient.html');
  await expect(page).toHaveTitle('下载客户端 · 澜海日报');
  await expect(page.getByTestId('download-ios')).toHaveAttribute('href', config._rd_downloadUrl.ios);
  await expect(page.getByTestId('download-android')).toHaveAttribute('href', config._rd_downloadUrl.android);
  await open('/aboutUs.html');
  await expect(page.getByTestId('about')).toContainText('Lanhai Daily');
  await expect(page).toHaveTitle('关于我们 · 澜海日报');
});

test.describe("the paper's name in a sentence", () => {
  test.use({ openAppBar: true });

  test('in English, the download page and the open-app bar both call the paper by its English name', async ({
    page,
    open,
  }) => {
    await open('/downloadClient.html?lang=en');
    await expect(page.getByRole('main')).toContainText('Get the Lanhai Daily app for local news as it happens.');
    await open('/aboutUs.html?lang=en');
    await expect(page.getByTestId('open-in-app')).toContainText('Read on in the Lanhai Daily app');
    await open('/downloadClient.html?lang=cn');
    await expect(page.getByRole('main')).toContainText('下载澜海日报客户端');
  });
});

test('headings never skip a level, from the page title down (a screen reader reads the outline)', async ({
  page,
  open,
}) => {
  for (const path of [
    '/home.html',
    '/newsDetail/1/10001.html',
    '/columnDetail/2.html',
    '/specMore/8.html',
    '/moreLive.html',
  ]) {
    await open(path);
    await page.waitForLoadState('networkidle');
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
        Number(h.tagName.slice(1)),
      ),
    );
    const skips = levels.filter((level, index) => level > (index ? levels[index - 1]! : 1) + 1);
    expect({ path, levels: levels.length > 1, skips }).toEqual({ path, levels: true, skips: [] });
  }
});

test("Next's image optimizer is off: any address of it is a 404, never a 500", async ({ request, basePath }) => {
  for (const url of ['/media/x', '/media/pic/avatar01.jpg', 'http://evil.example/x.png']) {
    const answer = await request.get(`${basePath}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
    expect({ url, status: answer.status() }).toEqual({ url, status: 404 });
  }
});
