/**
 * Voting (spec §2, §3, §9): a city article leads to the running vote; its stage, rules and options in the
 * three sortings and found by name; a member votes (sent to log in first), the count and 已投 follow, a
 * second ballot for the same option the same day is refused with the rule's words; the option's page
 * counts a view; the ended vote takes no ballot; an unknown vote is the 404 state.
 */
import { DEMO_VOTES } from '@/platform/src/seed/votes';
import { CARD, expect, logIn, newPhone, PLATFORM_URL, test } from './fixtures';

async function platformCount(optionId: number): Promise<number> {
  const answer = (await (
    await fetch(`${PLATFORM_URL}/amuc/api/vote/info?siteId=1&voteid=${DEMO_VOTES.running}`)
  ).json()) as {
    info: { vs_votetheme_list: { vt_voteoption_list: { vo_id: number; vo_count: number }[] }[] };
  };
  return answer.info.vs_votetheme_list
    .flatMap((theme) => theme.vt_voteoption_list)
    .find((option) => option.vo_id === optionId)!.vo_count;
}

const counts = async (options: import('@playwright/test').Locator) =>
  (await options.getByTestId('vote-count').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));

test('a city article leads to the vote: stage, rules, options in three sortings and found by name', async ({
  page,
  open,
}) => {
  await open('/columnDetail/2/22.html');
  await page.locator(CARD).filter({ hasText: '澜海最美街巷评选投票开始' }).click();
  await expect(page).toHaveURL(new RegExp(`/activityVote/${DEMO_VOTES.running}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('澜海最美街巷评选');
  await expect(page.getByTestId('vote-stage')).toHaveText('投票进行中');
  await expect(page.getByTestId('vote-rules')).toContainText('每人每天可投3票');
  const firstTheme = page.getByTestId('vote-options').first();
  await expect(firstTheme.getByTestId('vote-option')).toHaveCount(4);

  await page.getByTestId('vote-sort-votes').click();
  await expect(page.getByTestId('vote-sort-votes')).toHaveAttribute('aria-pressed', 'true');
  const byVotes = await counts(firstTheme);
  expect(byVotes).toEqual([...byVotes].sort((a, b) => b - a));
  await page.getByTestId('vote-sort-number').click();
  await expect(firstTheme.getByTestId('vote-option').first()).toContainText('1号');

  await page.getByTestId('vote-search').fill('巷');
  await page.getByTestId('vote-search').press('Enter');
  await expect(page.getByTestId('vote-found').getByTestId('vote-option')).toHaveCount(2);
  await page.getByTestId('vote-search').fill('没有这个');
  await page.getByTestId('vote-search').press('Enter');
  await expect(page.getByTestId('vote-no-match')).toBeVisible();
});

test('a member votes once a day per option: sent to log in, the count follows, a second ballot is refused', async ({
  page,
  open,
}, testInfo) => {
  // the projects run side by side on one platform: each votes for an option of its own
  const index = testInfo.project.name === 'based' ? 1 : 0;
  await open(`/activityVote/${DEMO_VOTES.running}.html`);
  const option = page.getByTestId('vote-options').first().getByTestId('vote-option').nth(index);
  await option.getByTestId('vote-button').click();
  await expect(page).toHaveURL(/\/login\.html\?from=%2FactivityVote/);
  await logIn(page, newPhone());
  await expect(page).toHaveURL(new RegExp(`/activityVote/${DEMO_VOTES.running}\\.html$`));

  // the count now, from the platform (the page may be cached for a minute; it reads the counts again)
  const optionId = Number(await option.getAttribute('data-option'));
  const before = await platformCount(optionId);
  await expect(option.getByTestId('vote-count')).toHaveText(`${before}票`);
  await option.getByTestId('vote-button').click();
  await expect(page.getByTestId('toast')).toHaveText('投票成功');
  await expect(option.getByTestId('vote-count')).toHaveText(`${before + 1}票`);
  await expect(option.getByTestId('vote-button')).toHaveAttribute('data-voted', '1');
  await option.getByTestId('vote-button').click();
  await expect(page.getByTestId('toast')).toHaveText('今天已为该选项投过票');
  await expect(option.getByTestId('vote-count')).toHaveText(`${before + 1}票`);

  // the stored ballots come back with the page
  await page.reload();
  await expect(option.getByTestId('vote-button')).toHaveAttribute('data-voted', '1');

  // the option's own page: its figures, a view counted, and its ballot known
  const views = Number((await option.locator('p span').nth(1).textContent())?.replace(/\D/g, ''));
  await option.getByRole('link').click();
  await expect(page).toHaveURL(/\/voteItemDetail\/\d+\/\d+\/\d+\.html$/);
  await expect(page.getByTestId('vote-rank')).toBeVisible();
  await expect(page.getByTestId('vote-views')).toHaveText(new RegExp(`^${views + 1}`));
  await expect(page.getByTestId('vote-button')).toHaveAttribute('data-voted', '1');
});

test('the ended vote takes no ballot; activityVoteWeb shows the same vote; an unknown vote is the 404 state', async ({
  page,
  open,
}) => {
  await open(`/activityVote/${DEMO_VOTES.ended}.html`);
  await expect(page.getByTestId('vote-stage')).toHaveText('投票已结束');
  await expect(page.getByTestId('vote-option')).not.toHaveCount(0);
  await expect(page.getByTestId('vote-button')).toHaveCount(0);
  // its result: the options by votes, each with its place
  await expect(page.getByRole('heading', { name: '评选结果' })).toBeVisible();
  await expect(page.getByTestId('vote-sort-votes')).toHaveAttribute('aria-pressed', 'true');
  const counts = (await page.getByTestId('vote-count').allTextContents()).map((text) => parseInt(text, 10));
  expect(counts.length).toBeGreaterThan(2);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  await expect(page.getByTestId('vote-place').first()).toHaveText('第1名');
  await expect(page.getByTestId('vote-place')).toHaveCount(counts.length);
  await open(`/activityVoteWeb/${DEMO_VOTES.running}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('澜海最美街巷评选');
  await open('/activityVote/99999.html');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  expect((await page.request.get('/voteItemDetail/30001/30001/99999.html')).status()).toBe(404);
});
