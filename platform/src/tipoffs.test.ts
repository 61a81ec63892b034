/**
 * Tip-offs and submissions through the front end's own client: a tip-off with its attachments and reply,
 * one being looked into with a video; a submission with its call, a call's submissions and one author's;
 * an empty name refused; none, another site's and bad ids.
 */
import { fetchSubmission, fetchSubmissions, fetchTipoff } from '@/lib/api/tipoffs';
import { DEMO_TIPOFFS } from './seed/tipoffs';
import { present, readerClient, refusal, setUpTestPlatform } from './testing';

const { runtime } = setUpTestPlatform();

const api = () => readerClient(runtime(), 'tipoffs-test-device').api;

it('answers tip-offs with their pictures, videos, audios and the newsroom’s reply', async () => {
  const pictures = present(await fetchTipoff(api(), DEMO_TIPOFFS.withPictures));
  expect(pictures).toMatchObject({ status: 1, videos: [] });
  expect(pictures.pics).toHaveLength(2);
  expect(pictures.audios[0]!.url).toMatch(/\.wav$/);
  expect(pictures.reply).not.toBe('');
  const video = present(await fetchTipoff(api(), DEMO_TIPOFFS.withVideo));
  expect(video).toMatchObject({ status: 0, reply: '', pics: [] });
  expect(video.videos[0]!.url).toMatch(/\.m3u8$/);
  expect(present(await fetchTipoff(api(), DEMO_TIPOFFS.english)).lang).toBe('en');
});

it('answers a submission with its call, the call’s submissions and one author’s; an empty name is refused', async () => {
  const submission = present(await fetchSubmission(api(), DEMO_TIPOFFS.submission));
  expect(submission).toMatchObject({ callId: DEMO_TIPOFFS.call, call: { id: DEMO_TIPOFFS.call }, status: 1 });
  expect(submission.pics).toHaveLength(3);
  const all = present(await fetchSubmissions(api(), DEMO_TIPOFFS.call, 0));
  expect(all.list).toHaveLength(4);
  const mine = present(await fetchSubmissions(api(), DEMO_TIPOFFS.call, 0, DEMO_TIPOFFS.author));
  expect(mine.list.map((item) => item.userName)).toEqual([DEMO_TIPOFFS.author, DEMO_TIPOFFS.author]);
  expect(present(await fetchSubmissions(api(), DEMO_TIPOFFS.call, 0, '没有这个人')).list).toEqual([]);
  expect(await refusal(fetchSubmissions(api(), DEMO_TIPOFFS.call, 0, '   '))).toMatchObject({
    status: 400,
    message: 'please input name',
  });
});

it('answers nothing for none or another site’s, and 400 for bad ids', async () => {
  expect(await fetchTipoff(api(), 999999)).toBe('empty');
  expect(await fetchSubmission(api(), 999999)).toBe('empty');
  const other = await fetch(`${runtime().bases.nis}/getInputArticleDetail?siteId=99&id=${DEMO_TIPOFFS.submission}`);
  expect(await other.json()).toMatchObject({ status: 0, data: null });
  for (const bad of ['abc', '0', '-2'])
    expect(await (await fetch(`${runtime().bases.base}/tipoffContent?siteId=1&id=${bad}`)).json()).toMatchObject({
      status: 400,
    });
});
