/**
 * Ads (the demo site enables advertising): loaded in the browser after the page, marked as ads, counted
 * when seen and clicked; a failed ad load logs a warning and the page is unharmed.
 */
import { CARD, expect, test } from './fixtures';

test('an ad under the article: marked, pictured, counted when seen and when clicked', async ({ page, open }) => {
  const impression = page.waitForRequest(
    (r) => r.url().includes('/adv/event') && /type=impression/.test(r.postData() ?? ''),
  );
  await open('/newsDetail/10002.html');
  // the ads are asked for as the reader nears the end of the article
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  const ad = page.getByTestId('ad');
  await expect(ad).toContainText('广告');
  await expect(ad).toContainText('澜海数字报');
  await ad.scrollIntoViewIfNeeded();
  await expect(ad.locator('img')).toHaveJSProperty('complete', true);
  expect(await ad.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await impression;
  await expect(ad.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
  const click = page.waitForRequest((r) => r.url().includes('/adv/event') && /type=click/.test(r.postData() ?? ''));
  const popup = page.waitForEvent('popup');
  await ad.getByRole('link').click();
  await click;
  await expect(await popup).toHaveURL(/\/productDetail\.html\?id=2$/);
});

test('the home feed carries its column ad after the fifth article', async ({ page, open }) => {
  const answer = page.waitForResponse((response) => response.url().includes('/adv/getColumnAds'));
  await open('/home.html');
  // the ads are asked for once the page runs: on a loaded machine that has been 9 s after the page came
  expect((await answer).ok()).toBe(true);
  const ad = page.getByTestId('article-list').getByTestId('ad');
  await expect(ad).toContainText('2026澜海马拉松 报名通道开启');
  const before = await ad.evaluate((node, card) => {
    let count = 0;
    for (let el = node.previousElementSibling; el; el = el.previousElementSibling) if (el.matches(card)) count++;
    return count;
  }, CARD);
  expect(before).toBe(5);
});

test('a failed ad load logs a warning; the article shows without an ad', async ({ page, open }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/adv/getArticleAds**', (route) => route.abort('connectionfailed'));
  await open('/newsDetail/10003.html');
  await expect(page.getByTestId('article')).toBeVisible();
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.some((text) => text.startsWith('[ads] article ads not loaded'))).toBe(true);
  await expect(page.getByTestId('ad')).toHaveCount(0);
  await expect(page.getByTestId('error-state')).toHaveCount(0);
});
