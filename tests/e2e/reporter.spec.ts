/**
 * Reporters: an article's byline leads to its reporter (the card, their articles, their dynamics paged by
 * tens); a dynamic opens on its own page and leads back; coming back keeps the scroll position; unknown and
 * malformed ids are the 404 state.
 */
import { DEMO_REPORTERS } from '@/platform/src/seed/reporters';
import { CARD, expect, headOf, platform, test } from './fixtures';

interface Summary {
  fileId: number;
  columnID: number;
  articleType: number;
  routerUrl: string;
}

test('an article’s reporter: the card, articles, dynamics and one dynamic on its own page', async ({ page, open }) => {
  const { list } = await platform<{ list: Summary[] }>(
    `getReporterArticles?siteId=1&id=${DEMO_REPORTERS.withDynamics}&page=0`,
  );
  // a news article of theirs (their newest may be a live or a video, which have pages of their own)
  const news = list.find((item) => item.articleType === 0 && !item.routerUrl)!;
  await open(`/newsDetail/${news.columnID}/${news.fileId}.html`);
  await page.getByTestId('article-reporter').click();
  await expect(page).toHaveURL(new RegExp(`/reporter/${DEMO_REPORTERS.withDynamics}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('林海');
  await expect(page.getByTestId('reporter-figures')).toContainText('12条动态');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: '林海' } });
  await expect(page.getByTestId('reporter-panel-articles').locator(CARD).first()).toBeVisible();

  await page.getByTestId('reporter-tab-dynamics').click();
  const dynamics = page.getByTestId('dynamic');
  await expect(dynamics).toHaveCount(10);
  await page.getByTestId('reporter-panel-dynamics').getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(dynamics).toHaveCount(12);

  const video = dynamics.filter({ has: page.locator('video') }).first();
  const text = (await video.locator('p').first().textContent())!;
  await video.getByTestId('dynamic-link').click();
  await expect(page).toHaveURL(/\/dynamicDetail\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByTestId('dynamic-detail').locator('video')).toHaveCount(1);
  // after a client navigation the new page's tags reach <head> just after its body: wait for them
  await expect.poll(() => headOf(page)).toContain('<meta property="og:title" content="林海 · 记者动态');
  await page.getByTestId('dynamic-reporter').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('林海');
});

test('coming back to a reporter restores the scroll position', async ({ page, open }) => {
  await open(`/reporter/${DEMO_REPORTERS.withDynamics}.html`);
  const card = page.getByTestId('reporter-panel-articles').locator(CARD).nth(8);
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(y).toBeGreaterThan(300);
  await card.click();
  await expect(page.getByTestId('article')).toBeVisible();
  await page.goBack();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
});

test('an English reporter page; unknown and malformed reporters and dynamics are the 404 state', async ({
  page,
  open,
}) => {
  await open(`/reporter/${DEMO_REPORTERS.english}.html?lang=en`);
  await expect(page.getByTestId('reporter-card')).toContainText('English edition');
  await expect(page.getByTestId('reporter-tab-dynamics')).toHaveText('Posts');
  await page.getByTestId('reporter-tab-dynamics').click();
  await expect(page.getByTestId('dynamic')).toHaveCount(3);
  await expect(page.getByTestId('dynamic').first()).toContainText('lighthouse');

  for (const path of ['/reporter/99999.html', '/reporter/abc.html', '/dynamicDetail/999999.html']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});
