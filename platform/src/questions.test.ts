/**
 * Questions and answers through the front end's own client: a 问吧 topic with its questions paged, the hot
 * list by likes and the new list by answer time, one question with its topic; 问政 questions with their
 * attachments by qaType, the voice message served as audio; none, another site's and bad ids.
 */
import {
  fetchAskQuestion,
  fetchAskQuestions,
  fetchAskShortList,
  fetchAskTopic,
  fetchGovQuestion,
} from '@/lib/api/questions';
import { SHORT_LIST } from './repo/questions';
import { DEMO_QUESTIONS, VOICE_SECONDS } from './seed/questions';
import { present, readerClient, setUpTestPlatform } from './testing';

const { runtime } = setUpTestPlatform();

const api = () => readerClient(runtime(), 'questions-test-device').api;

it('answers a 问吧 topic, its questions in pages, its hot and new lists and one question', async () => {
  const topic = present(await fetchAskTopic(api(), DEMO_QUESTIONS.topic));
  expect(topic).toMatchObject({ id: DEMO_QUESTIONS.topic, guestName: '陈建国', questionCount: 25 });
  const first = present(await fetchAskQuestions(api(), topic.id, 0));
  const second = present(await fetchAskQuestions(api(), topic.id, 1));
  expect([first.list.length, first.hasMore, second.list.length, second.hasMore]).toEqual([20, true, 5, false]);
  const times = first.list.map((question) => question.createTime);
  expect([...times].sort().reverse()).toEqual(times);

  const hot = present(await fetchAskShortList(api(), 'hot', topic.id)).list;
  expect(hot).toHaveLength(SHORT_LIST);
  expect(hot.every((question) => question.answer)).toBe(true);
  const likes = hot.map((question) => question.countPraise);
  expect([...likes].sort((a, b) => b - a)).toEqual(likes);
  const fresh = present(await fetchAskShortList(api(), 'new', topic.id)).list;
  const answered = fresh.map((question) => question.answerTime);
  expect([...answered].sort().reverse()).toEqual(answered);

  const question = present(await fetchAskQuestion(api(), hot[0]!.id));
  expect(question).toMatchObject({
    id: hot[0]!.id,
    answer: hot[0]!.answer,
    topic: { id: topic.id, guestName: '陈建国' },
  });
  expect(present(await fetchAskTopic(api(), DEMO_QUESTIONS.englishTopic)).lang).toBe('en');
});

it('answers 问政 questions with their attachments by qaType, and serves the voice message', async () => {
  const pictures = present(await fetchGovQuestion(api(), DEMO_QUESTIONS.withPictures));
  expect(pictures).toMatchObject({ qaType: 1, qaConfig: { showDepartment: true, showAsker: true } });
  expect(pictures.images).toHaveLength(3);
  expect(pictures.answer).not.toBe('');
  expect(pictures.answerPics).toHaveLength(2);
  const voice = await fetch(
    pictures.audios[0]!.url.replace('http://platform.test', new URL(runtime().bases.base).origin),
  );
  expect(voice.headers.get('content-type')).toBe('audio/wav');
  const bytes = Buffer.from(await voice.arrayBuffer());
  expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
  expect(bytes.readUInt32LE(40) / bytes.readUInt32LE(28)).toBe(VOICE_SECONDS);

  const video = present(await fetchGovQuestion(api(), DEMO_QUESTIONS.withVideo));
  expect(video).toMatchObject({ qaType: 2, answer: '', answerTime: '' });
  expect(video.videos[0]!.url).toMatch(/\.m3u8$/);
});

it('answers nothing for none or another site’s, and 400 for bad ids', async () => {
  expect(await fetchAskTopic(api(), 999)).toBe('empty');
  expect(await fetchAskQuestions(api(), 999, 0)).toBe('empty');
  expect(await fetchAskQuestion(api(), 999999)).toBe('empty');
  expect(await fetchGovQuestion(api(), 999999)).toBe('empty');
  const other = await fetch(`${runtime().bases.nis}/getQaDetail?siteId=2&id=${DEMO_QUESTIONS.withPictures}`);
  expect(await other.json()).toMatchObject({ status: 0, data: null });
  for (const bad of ['abc', '0', '-1'])
    expect(await (await fetch(`${runtime().bases.nis}/getSubject?siteId=1&id=${bad}`)).json()).toMatchObject({
      status: 400,
    });
});
