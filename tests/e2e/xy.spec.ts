/**
 * Media accounts' influence ranking (xyListShare) and its rules (xyRules): reached from the subscription
 * list; the first 20 usable accounts by influence with their places, the rules from the site config.
 */
import { expect, headOf, test } from './fixtures';

test('the subscription list leads to the ranking: 20 usable accounts by influence, and its rules', async ({
  page,
  open,
}) => {
  await open('/subscriptionList.html');
  await page.getByTestId('xy-ranking-link').click();
  await expect(page).toHaveURL(/\/xyListShare\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('影响力排行榜');
  const rows = page.getByTestId('xy-rank-row');
  await expect(rows).toHaveCount(20);
  const scores = await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-score'))));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(rows.first()).toContainText('1');
  // every account's picture is there (none broken; below the fold they load lazily: asked for here)
  const pictures = await rows
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  for (const picture of new Set(pictures)) expect((await page.request.get(picture)).status(), picture).toBe(200);
  await expect(page.getByTestId('xy-ranking')).not.toContainText('停用账号');
  await expect(page.getByTestId('xy-ranking')).not.toContainText('已注销账号');
  expect(await headOf(page)).toContain('<meta property="og:title" content="影响力排行榜');

  await page.getByTestId('xy-rules-link').click();
  await expect(page).toHaveURL(/\/xyRules\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('打榜规则');
  await expect(page.getByTestId('xy-rules').getByRole('listitem')).toHaveCount(4);
  await page.getByTestId('xy-ranking-link').click();
  await expect(page).toHaveURL(/\/xyListShare\.html$/);
});
