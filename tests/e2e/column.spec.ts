import { CARD, expect, test } from './fixtures';

test.describe('columnDetail', () => {
  test('a column: name, description, child columns, its articles, more on scroll', async ({ page, open }) => {
    await open('/columnDetail/4.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('财经');
    await expect(page).toHaveTitle('财经 · 栏目');
    await expect(page.getByText('澜海经济观察')).toBeVisible();
    await expect(page.getByTestId('child-column')).toHaveText(['产经', '金融']);
    await expect(page.locator(CARD)).toHaveCount(10);
    // ten articles, a page shorter than the platform's: nothing more is offered
    await expect(page.getByTestId('load-more')).toHaveText('没有更多了');
    await page.getByTestId('child-column').filter({ hasText: '金融' }).click();
    await expect(page).toHaveURL(/\/columnDetail\/4\/42\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('金融');
    await expect(page.locator(CARD)).toHaveCount(4);
  });

  test('a long column pages with infinite scroll', async ({ page, open }) => {
    await open('/columnDetail/10.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('English');
    // 33 English articles, 3 of them in the carousel (not repeated below): 17 on the first page, 30 in all
    await expect(page.getByTestId('carousel')).toBeVisible();
    await expect(page.locator(CARD)).toHaveCount(17);
    await page.getByTestId('load-more').scrollIntoViewIfNeeded();
    await expect(page.locator(CARD)).toHaveCount(30);
    // the second page was shorter than the first: the list ends there, with no empty page asked for
    await expect(page.getByTestId('load-more')).toHaveText('没有更多了');
    await expect(page.locator(CARD)).toHaveCount(30);
  });

  test('unknown and service columns: the empty state with HTTP 404', async ({ request, page, open, basePath }) => {
    for (const path of ['/columnDetail/999.html', '/columnDetail/13.html', '/columnDetail/x.html']) {
      expect((await request.get(`${basePath}${path}`)).status()).toBe(404);
    }
    await open('/columnDetail/999.html');
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test('the columns module on home leads to a column', async ({ page, open }) => {
    await open('/columnDetail/12.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('体育');
  });
});
