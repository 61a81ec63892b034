/**
 * Sharing outside WeChat: the panel with the spec's targets, each share counted (event type 2 and its
 * channel) with a fresh share time-stamp; copy link; the poster card, a picture of the page with its QR code;
 * an article closed to sharing has no share button.
 */
import type { Page } from '@playwright/test';
import { expect, isEvent, PATHS, platform, test } from './fixtures';

async function openPanel(page: Page) {
  const bar = page.getByTestId('article-actions');
  await bar.scrollIntoViewIfNeeded();
  await bar.getByTestId('article-share').click();
  const panel = page.getByTestId('share-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test(
  'the share panel: every target, each share counted; copy link with a fresh share stamp',
  PATHS,
  async ({ page, open, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // the services' own share pages are out of reach here: answer them locally
    await context.route(/^https:\/\/(service\.weibo\.com|connect\.qq\.com|sns\.qzone\.qq\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
    );
    await open('/newsDetail/1/10001.html');
    let panel = await openPanel(page);
    // every target with its mark drawn here (no letter, no picture fetched), its name, and what it does
    for (const target of ['wechat', 'moments', 'qq', 'weibo', 'poster', 'qzone', 'sms']) {
      await expect(panel.getByTestId(`share-${target}`)).toBeVisible();
      await expect(
        panel.getByTestId(`share-${target}`).locator('svg path, svg circle, svg rect').first(),
      ).toBeAttached();
    }
    await expect(panel.getByTestId('share-wechat')).toContainText('复制链接');

    const counted = page.waitForRequest((request) => isEvent(request, { eventType: 2 }));
    const popup = page.waitForEvent('popup');
    await panel.getByTestId('share-weibo').click();
    const form = new URLSearchParams((await counted).postData() ?? '');
    expect([form.get('eventType'), form.get('channel'), form.get('id')]).toEqual(['2', '3', '10001']);
    const weibo = new URL((await popup).url());
    expect(weibo.host).toBe('service.weibo.com');
    const shared = new URL(weibo.searchParams.get('url')!);
    expect(shared.pathname).toMatch(/\/newsDetail\/1\/10001\.html$/);
    expect(shared.searchParams.get('isShare')).toBe('true');
    expect(shared.searchParams.get('shareTime')).toMatch(/^\d{13}$/);
    expect(weibo.searchParams.get('title')).toBe('澜海发布未来五年城市发展规划纲要');
    // choosing a target closes the panel
    await expect(page.getByTestId('share-panel')).toHaveCount(0);

    panel = await openPanel(page);
    await panel.getByTestId('share-copy').click();
    await expect(page.getByTestId('toast')).toHaveText('链接已复制');
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.searchParams.get('shareTime')).not.toBe(shared.searchParams.get('shareTime'));

    panel = await openPanel(page);
    await panel.getByTestId('share-wechat').click();
    await expect(page.getByTestId('toast')).toHaveText('链接已复制，打开微信粘贴给好友');
    await expect(page.getByTestId('share-panel')).toHaveCount(0);
    panel = await openPanel(page);
    await panel.getByTestId('share-close').click();
    await expect(page.getByTestId('share-panel')).toHaveCount(0);
  },
);

test('the poster card: cover, title, summary and a QR code, as a picture to save', async ({ page, open }) => {
  await open('/newsDetail/1/10001.html');
  const panel = await openPanel(page);
  await panel.getByTestId('share-poster').click();
  const image = panel.getByTestId('poster-image');
  await expect(image).toBeVisible();
  const size = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size).toEqual([750, 1180]);
  await expect(panel.getByTestId('poster-save')).toHaveAttribute('download', 'poster.png');
  // the cover was drawn (not the plain colour band): the canvas read the platform's picture through CORS
  const coverPixels = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, 750, 394).data;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4 * 97) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  });
  expect(coverPixels).toBeGreaterThan(20);
});

test('an article closed to sharing has no share button', async ({ page, open }) => {
  const { list } = await platform<{ list: { fileId: number; columnID: number }[] }>(
    'getArticles?siteId=1&columnId=3&page=0',
  );
  for (const item of list.slice(0, 5)) {
    await open(`/newsDetail/${item.columnID}/${item.fileId}.html`);
    const content = await platform<{ shareClosed: number | boolean }>(
      `getArticleContent?siteId=1&articleId=${item.fileId}`,
    );
    await page.getByTestId('article-actions').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('article-like')).toBeEnabled();
    await expect(page.getByTestId('article-share')).toHaveCount(content.shareClosed ? 0 : 1);
    if (content.shareClosed) return;
  }
  throw new Error('no article closed to sharing in column 3');
});
