/**
 * Media accounts: the influence ranking (xyListShare) and its rules (xyRules), reached from the subscription
 * list; an account's page (xyDetail) reached from an article's account card and from the ranking, with its
 * lists, bulletins, recommended accounts and subscription; unusable and malformed accounts are the 404 state.
 */
import { DEMO_XY_ACCOUNTS } from '@/platform/src/seed/xyAccounts';
import { CARD, expect, headOf, logIn, newPhone, platform, test } from './fixtures';

interface Summary {
  fileId: number;
  columnID: number;
  title: string;
}

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

test('an article’s account card leads to the account: its lists, bulletins and recommended accounts', async ({
  page,
  open,
}) => {
  const { list } = await platform<{ list: Summary[] }>(`getXyArticles?siteId=1&xyId=${DEMO_XY_ACCOUNTS.news}&page=0`);
  const article = list[0]!;
  await open(`/newsDetail/${article.columnID}/${article.fileId}.html`);
  await page.getByTestId('xy-account-card').click();
  await expect(page).toHaveURL(new RegExp(`/xyDetail/${DEMO_XY_ACCOUNTS.news}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('澜海发布');
  // after a client navigation the new page's tags reach <head> just after its body: wait for them
  await expect.poll(() => headOf(page)).toContain('<meta property="og:title" content="澜海发布');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Organization', name: '澜海发布' } });

  // articles: the first page of 20, the rest as the reader scrolls to the foot
  const panel = page.getByTestId('xy-panel-articles');
  await expect(panel.getByRole('heading', { level: 2 }).first()).toHaveText(article.title);
  await expect(panel.locator(CARD)).toHaveCount(20);
  await panel.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect.poll(() => panel.locator(CARD).count()).toBeGreaterThan(20);

  // dynamics: 10 a page, more while a page came back full; one plays a video
  await page.getByTestId('xy-tab-dynamics').click();
  const dynamics = page.getByTestId('dynamic');
  await expect(dynamics).toHaveCount(10);
  await expect(page.getByTestId('xy-panel-articles')).toBeHidden();
  await expect(page.getByTestId('xy-panel-dynamics').locator('video')).toHaveCount(1);
  await page.getByTestId('xy-panel-dynamics').getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(dynamics).toHaveCount(12);

  // questions (some awaiting a reply) and answers (each with the account's reply)
  await page.getByTestId('xy-tab-questions').click();
  await expect(page.getByTestId('xy-questions').getByTestId('xy-question')).toHaveCount(8);
  await expect(page.getByTestId('xy-questions')).toContainText('待回复');
  // the arrow keys move between the tabs
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('xy-tab-answers')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('xy-tab-answers')).toBeFocused();
  await expect(page.getByTestId('xy-answers').getByTestId('xy-question')).toHaveCount(5);
  await expect(page.getByTestId('xy-answers')).not.toContainText('待回复');

  // a bulletin opens in place and its opening is counted
  const bulletin = page.getByTestId('xy-bulletin').first();
  const hits = async () => Number((await bulletin.getByTestId('xy-bulletin-hits').textContent())?.replace(/\D/g, ''));
  const before = await hits();
  const counted = page.waitForResponse((response) => response.url().includes('/hitXyBulletin'));
  await bulletin.locator('summary').click();
  // (the based project opens the same bulletin at the same time: at least this opening is counted)
  const after = (await (await counted).json()).data.hits as number;
  expect(after).toBeGreaterThan(before);
  await expect.poll(hits).toBe(after);

  // a recommended account opens its own page
  const other = page.getByTestId('xy-recommended-account').first();
  const name = (await other.textContent())!.trim();
  await other.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a ranking row leads to its account; an English account reads in English', async ({ page, open }) => {
  await open('/xyListShare.html');
  const first = page.getByTestId('xy-rank-row').first();
  const name = (await first.locator('h2').textContent())!;
  await first.getByTestId('xy-account-link').click();
  await expect(page).toHaveURL(/\/xyDetail\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  const { list } = await platform<{ list: Summary[] }>(
    `getXyArticles?siteId=1&xyId=${DEMO_XY_ACCOUNTS.english}&page=0`,
  );
  await open(`/newsDetail/${list[0]!.columnID}/${list[0]!.fileId}.html?lang=en`);
  await page.getByTestId('xy-account-card').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lanhai Today');
  await expect(page.getByTestId('xy-tab-dynamics')).toHaveText('Posts');
  await expect(page.getByTestId('xy-recommended-account')).toHaveText(['Bayside Business']);
});

test('subscribing to an account: a logged-out reader logs in first; the count moves once', async ({ page, open }) => {
  await open(`/xyDetail/${DEMO_XY_ACCOUNTS.culture}.html`);
  const box = page.getByTestId('xy-subscribe');
  await expect(box.getByTestId('xy-subscribers')).toBeVisible();
  await box.getByTestId('xy-subscribe-button').click();
  await expect(page).toHaveURL(/\/login\.html\?from=%2FxyDetail/);
  await logIn(page, newPhone());
  await expect(page).toHaveURL(new RegExp(`/xyDetail/${DEMO_XY_ACCOUNTS.culture}\\.html`));
  // the count is shown in the short form (3k+): its exact value is on the element
  const count = async () => Number(await box.getByTestId('xy-subscribers').getAttribute('data-count'));
  await expect(box.getByTestId('xy-subscribers')).toBeVisible();
  const before = await count();
  await box.getByTestId('xy-subscribe-button').click();
  await expect(page.getByTestId('toast')).toHaveText('订阅成功');
  await expect(box.getByTestId('xy-subscribe-button')).toHaveText('已订阅');
  await expect.poll(count).toBe(before + 1);
  await page.reload();
  await expect(box.getByTestId('xy-subscribe-button')).toHaveText('已订阅');
  await expect.poll(count).toBe(before + 1);
  await box.getByTestId('xy-subscribe-button').click();
  await expect(page.getByTestId('toast')).toHaveText('已取消订阅');
  await expect.poll(count).toBe(before);
});

test('cancelled, forbidden, unknown and malformed accounts are the 404 state', async ({ page, open }) => {
  for (const path of [
    `/xyDetail/${DEMO_XY_ACCOUNTS.cancelled}.html`,
    `/xyDetail/${DEMO_XY_ACCOUNTS.forbidden}.html`,
    '/xyDetail/999999.html',
    '/xyDetail/abc.html',
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  await open(`/xyDetail/${DEMO_XY_ACCOUNTS.forbidden}.html`);
  await expect(page.getByTestId('empty-state')).toBeVisible();
});
