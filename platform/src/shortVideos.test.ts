/**
 * Short video ({mvod}) through the front end's own client: a video with its file, category, share info,
 * config and common info; the newest list (page 1 of 4 from node "pub") without withdrawn ones; plays and
 * likes counted once per reader however many arrive at once; withdrawn, unknown and malformed ids.
 */
import {
  fetchShortVideo,
  fetchShortVideoAttach,
  fetchShortVideoCategory,
  fetchShortVideoCommon,
  fetchShortVideoConfig,
  fetchShortVideos,
  fetchShortVideoShare,
  recordShortVideoEvent,
  RELATED_SHORT_VIDEOS,
  SHORT_VIDEO_EVENTS,
} from '@/lib/api/shortVideos';
import { DEMO_SHORT_VIDEOS } from './seed/shortVideos';
import { present, readerClient, refusal, setUpTestPlatform } from './testing';

const { runtime } = setUpTestPlatform();
const api = (device = 'short-video-test-device') => readerClient(runtime(), device).api;

it('answers a video with its file, category, share info, and the service’s config and common info', async () => {
  const video = present(await fetchShortVideo(api(), DEMO_SHORT_VIDEOS.newest));
  expect(video).toMatchObject({ title: '澜海晨光', categoryId: DEMO_SHORT_VIDEOS.city, lang: 'zh' });
  const attach = present(await fetchShortVideoAttach(api(), DEMO_SHORT_VIDEOS.newest));
  // upright, as a phone films a short video
  expect(attach.list[0]).toMatchObject({ type: 'video', width: 360, height: 640, duration: 8 });
  expect(attach.list[0]!.url).toMatch(/\/media\/hls\/short\/index\.m3u8$/);
  expect(present(await fetchShortVideoCategory(api(), video.categoryId)).name).toBe('城市');
  const share = present(await fetchShortVideoShare(api(), DEMO_SHORT_VIDEOS.newest));
  expect(share).toMatchObject({ title: video.title, shareClosed: false });
  expect(share.link).toBe(`http://web.test/mvodShare/${DEMO_SHORT_VIDEOS.newest}.html`);
  expect(present(await fetchShortVideoConfig(api()))).toMatchObject({ relatedSize: 4, nodeCode: 'pub' });
  expect(present(await fetchShortVideoCommon(api()))).toMatchObject({ appName: '澜海日报' });
});

it('lists the newest published videos of node "pub", 4 to a page, never a withdrawn one', async () => {
  const first = present(await fetchShortVideos(api(), RELATED_SHORT_VIDEOS));
  expect(first.total).toBe(6);
  expect(first.list.map((item) => item.id)).toEqual([7001, 7101, 7002, 7003]);
  const second = present(await fetchShortVideos(api(), { ...RELATED_SHORT_VIDEOS, page: 2 }));
  expect(second.list.map((item) => item.id)).toEqual([7102, 7004]);
  const english = present(
    await fetchShortVideos(api(), { ...RELATED_SHORT_VIDEOS, categoryId: DEMO_SHORT_VIDEOS.englishCategory }),
  );
  expect(english.list.map((item) => item.lang)).toEqual(['en', 'en']);
  expect(present(await fetchShortVideos(api(), { ...RELATED_SHORT_VIDEOS, nodeCode: 'app' })).list).toEqual([]);
  expect(await refusal(fetchShortVideos(api(), { ...RELATED_SHORT_VIDEOS, size: 500 }))).toMatchObject({
    status: 400,
  });
});

it('counts a play and a like once per reader, however many arrive at once', async () => {
  const before = present(await fetchShortVideo(api(), DEMO_SHORT_VIDEOS.english));
  const reader = api('short-video-burst-reader');
  const plays = await Promise.all(
    Array.from({ length: 20 }, () => recordShortVideoEvent(reader, DEMO_SHORT_VIDEOS.english, SHORT_VIDEO_EVENTS.play)),
  );
  expect(plays.filter((answer) => present(answer).counted)).toHaveLength(1);
  const like = present(await recordShortVideoEvent(reader, DEMO_SHORT_VIDEOS.english, SHORT_VIDEO_EVENTS.praise));
  expect(like).toMatchObject({ counted: true, praiseCount: before.praiseCount + 1 });
  const again = present(await recordShortVideoEvent(reader, DEMO_SHORT_VIDEOS.english, SHORT_VIDEO_EVENTS.praise));
  expect(again).toMatchObject({ counted: false, praiseCount: before.praiseCount + 1 });
  const after = present(await fetchShortVideo(api(), DEMO_SHORT_VIDEOS.english));
  expect(after).toMatchObject({ playCount: before.playCount + 1, praiseCount: before.praiseCount + 1 });
});

it('answers nothing for withdrawn, unknown and other sites’ videos; refuses malformed ids and events', async () => {
  for (const id of [DEMO_SHORT_VIDEOS.withdrawn, 99_999]) {
    expect(await fetchShortVideo(api(), id)).toBe('empty');
    expect(await fetchShortVideoAttach(api(), id)).toBe('empty');
    expect(await recordShortVideoEvent(api(), id, SHORT_VIDEO_EVENTS.play)).toBe('empty');
  }
  const otherSite = readerClient({ ...runtime(), siteId: 2 }, 'short-video-site-2').api;
  expect(await fetchShortVideo(otherSite, DEMO_SHORT_VIDEOS.newest)).toBe('empty');
  expect(await refusal(fetchShortVideo(api(), -1))).toMatchObject({ status: 400 });
  expect(
    await refusal(recordShortVideoEvent(api(), DEMO_SHORT_VIDEOS.newest, 7 as typeof SHORT_VIDEO_EVENTS.play)),
  ).toMatchObject({ status: 400 });
});
