/**
 * Tip-offs and submissions: a 城事 article leads to a tip-off (pictures, a voice message, the newsroom's
 * reply); a 文化 article to a submission under its call, where a reader finds their own by name ("please
 * input name" when empty) and opens another submission; unknown, malformed and mismatched ids are 404.
 */
import { DEMO_TIPOFFS } from '@/platform/src/seed/tipoffs';
import { expect, openFromColumn, test, untilAlive } from './fixtures';

test('报料 from a 城事 article: pictures, a voice message and the reply; one still being looked into', async ({
  page,
  open,
}) => {
  await open('/columnDetail/2/21.html');
  await openFromColumn(page, '报料｜滨江公园路灯一周不亮');
  await expect(page).toHaveURL(new RegExp(`/tipoffDetail/${DEMO_TIPOFFS.withPictures}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('滨江公园路灯连续一周不亮');
  await expect(page.getByTestId('tipoff-state')).toHaveText('已采用');
  await expect(page.getByTestId('tipoff-pics').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('audio-clip')).toContainText('语音说明');
  await expect(page.getByTestId('tipoff-reply')).toContainText('路灯已于昨晚修复');
  await open(`/tipoffDetail/${DEMO_TIPOFFS.withVideo}.html`);
  await expect(page.getByTestId('tipoff-state')).toHaveText('处理中');
  await expect(page.getByTestId('tipoff').locator('video')).toHaveCount(1);
  await expect(page.getByTestId('tipoff-reply')).toHaveCount(0);
});

test('征稿 from a 文化 article: the submission under its call, one’s own found by name, another opened', async ({
  page,
  open,
}) => {
  await open('/columnDetail/5/51.html');
  await openFromColumn(page, '征稿｜我的澜海故事');
  await expect(page).toHaveURL(
    new RegExp(`/seekArticleDetail/${DEMO_TIPOFFS.call}/${DEMO_TIPOFFS.submission}\\.html$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('征稿｜我的澜海故事');
  await expect(page.getByTestId('submission').getByRole('heading', { level: 2 })).toHaveText('外婆的骑楼');
  await expect(page.getByTestId('submission-pics').locator('img')).toHaveCount(3);

  const lookup = page.getByTestId('submission-lookup');
  await lookup.getByTestId('submission-search').click();
  await expect(lookup.getByTestId('submission-problem')).toHaveText('请输入姓名');
  await lookup.getByLabel('投稿人姓名').fill('没有这个人');
  await lookup.getByTestId('submission-search').click();
  await expect(lookup.getByTestId('submission-none')).toHaveText('没有找到没有这个人的投稿');
  await lookup.getByLabel('投稿人姓名').fill(DEMO_TIPOFFS.author);
  await lookup.getByTestId('submission-search').click();
  await expect(lookup.getByTestId('submission-found').getByRole('link')).toHaveText(['外婆的骑楼', '码头的早晨']);

  await page.getByTestId('seek-others').getByRole('link', { name: '一碗鱼丸面' }).click();
  await expect(page).toHaveURL(/\/inputArticleDetail\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('一碗鱼丸面');
  await expect(page.getByTestId('submission-state')).toHaveText('已刊发');
  await page.getByTestId('submission-call').click();
  await expect(page).toHaveURL(new RegExp(`/seekArticleDetail/${DEMO_TIPOFFS.call}/\\d+\\.html$`));
});

test('English tip-offs and calls; unknown, malformed and mismatched ids are the 404 state', async ({ page, open }) => {
  await open(`/seekArticleDetail/${DEMO_TIPOFFS.englishCall}/${DEMO_TIPOFFS.englishSubmission}.html?lang=en`);
  // a tap before the page has hydrated does nothing yet
  await untilAlive(page);
  await page.getByTestId('submission-search').click();
  await expect(page.getByTestId('submission-problem')).toHaveText('Please input name');
  await open(`/tipoffDetail/${DEMO_TIPOFFS.english}.html?lang=en`);
  await expect(page.getByTestId('tipoff-state')).toHaveText('Taken up');
  for (const path of [
    '/tipoffDetail/999999.html',
    '/tipoffDetail/abc.html',
    '/inputArticleDetail/999999.html',
    // the submission is not one of that call's
    `/seekArticleDetail/${DEMO_TIPOFFS.englishCall}/${DEMO_TIPOFFS.submission}.html`,
    '/seekArticleDetail/x/6001.html',
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});
