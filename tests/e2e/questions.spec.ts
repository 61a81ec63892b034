/**
 * Questions and answers: a 时政 article leads to a 问政 question (pictures, a voice message, the answer with
 * its pictures) and another to one in the newer layout (a video, still being handled); a 城事 article leads
 * to a 问吧 topic (all questions paged, the hot and new lists) and its questions; English ones read in
 * English; unknown and malformed ids are the 404 state.
 */
import { DEMO_QUESTIONS } from '@/platform/src/seed/questions';
import { expect, openFromColumn, test } from './fixtures';

test('问政 from a 时政 article: pictures, a voice message and the answer; the newer layout with a video', async ({
  page,
  open,
}) => {
  await open('/columnDetail/3.html');
  await openFromColumn(page, '问政｜滨江路人行道破损');
  await expect(page).toHaveURL(new RegExp(`/qaDetail/${DEMO_QUESTIONS.withPictures}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('滨江路人行道破损，何时修复？');
  await expect(page.getByTestId('qa-state')).toHaveText('已回复');
  await expect(page.getByTestId('qa-pics').locator('img')).toHaveCount(3);
  await expect(page.getByTestId('qa-answer-pics').locator('img')).toHaveCount(2);
  const audio = page.getByTestId('audio-clip').locator('audio');
  await expect(audio).toHaveCount(1);
  const voice = await page.request.get((await audio.getAttribute('src'))!);
  expect(voice.headers()['content-type']).toBe('audio/wav');
  // the browser plays it: its length is read from the file
  await audio.evaluate((element: HTMLAudioElement) => {
    element.preload = 'metadata';
    element.load();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(3);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'QAPage', mainEntity: { '@type': 'Question', answerCount: 1 } });

  await open(`/newQaDetail/${DEMO_QUESTIONS.withVideo}.html`);
  await expect(page.getByTestId('qa-state')).toHaveText('办理中');
  await expect(page.getByTestId('qa').locator('video')).toHaveCount(1);
  await expect(page.getByTestId('qa-answer')).toContainText('部门正在办理');
});

test('问吧 from a 城事 article: every question paged, the hot and new lists, one question and back', async ({
  page,
  open,
}) => {
  await open('/columnDetail/2/21.html');
  await openFromColumn(page, '问吧｜老城区更新');
  await expect(page).toHaveURL(new RegExp(`/topicDetail/${DEMO_QUESTIONS.topic}\\.html$`));
  await expect(page.getByTestId('ask-topic')).toContainText('陈建国');
  const all = page.getByTestId('ask-questions').getByTestId('ask-question');
  await expect(all).toHaveCount(20);
  await page.getByTestId('ask-panel-all').getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(all).toHaveCount(25);
  await page.getByTestId('ask-tab-hot').click();
  const hot = page.getByTestId('ask-hot').getByTestId('ask-question');
  await expect(hot).toHaveCount(5);
  await expect(page.getByTestId('ask-hot')).not.toContainText('待回复');
  const question = (await hot.first().getByTestId('ask-question-link').textContent())!;
  await hot.first().getByTestId('ask-question-link').click();
  await expect(page).toHaveURL(/\/askDetail\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await expect(page.getByTestId('ask-answer')).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld).toMatchObject({ '@type': 'QAPage', mainEntity: { acceptedAnswer: { author: { '@type': 'Person' } } } });
  await page.getByTestId('ask-topic-link').click();
  await expect(page).toHaveURL(new RegExp(`/topicDetail/${DEMO_QUESTIONS.topic}\\.html$`));
});

test('English questions read in English; unknown and malformed ids are the 404 state', async ({ page, open }) => {
  await open(`/qaDetail/${DEMO_QUESTIONS.english}.html?lang=en`);
  await expect(page.getByTestId('qa-state')).toHaveText('Answered');
  await expect(page.getByTestId('qa')).toHaveAttribute('lang', 'en');
  await open(`/topicDetail/${DEMO_QUESTIONS.englishTopic}.html?lang=en`);
  await expect(page.getByTestId('ask-tab-hot')).toHaveText('Popular');
  await expect(page.getByTestId('ask-questions').getByTestId('ask-question')).toHaveCount(4);
  for (const path of [
    '/qaDetail/999999.html',
    '/newQaDetail/abc.html',
    '/askDetail/999999.html',
    '/topicDetail/999.html',
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});
