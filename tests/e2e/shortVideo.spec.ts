/**
 * Short video: a 文化 article leads to a short video on its full-screen stage, played through hls.js (a
 * browser without HLS of its own), the play and a like counted on the platform once; a related video opens
 * in place. The English one, as shared, invites to the app; withdrawn, unknown and malformed ids are 404.
 */
import { DEMO_SHORT_VIDEOS } from '@/platform/src/seed/shortVideos';
import { expect, headOf, openFromColumn, test, withoutNativeHls } from './fixtures';

test('短视频 from a 文化 article: full-screen hls.js playback, the play and a like counted, a related one', async ({
  page,
  open,
}) => {
  await withoutNativeHls(page);
  await open('/columnDetail/5/51.html');
  await openFromColumn(page, '短视频｜澜海晨光');
  await expect(page).toHaveURL(new RegExp(`/minVideoDetail/${DEMO_SHORT_VIDEOS.newest}\\.html$`));
  const stage = page.getByTestId('short-video');
  await expect(stage.getByRole('heading', { level: 1 })).toHaveText('澜海晨光');
  await expect(page.getByTestId('short-video-category')).toHaveText('#城市');
  // the stage fills the phone's whole screen, the top bar laid over it, and the upright video fills the stage
  const screen = page.viewportSize()!;
  const box = (await stage.boundingBox())!;
  expect(box).toMatchObject({ y: 0, width: screen.width, height: screen.height });
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(bar.y).toBe(0);
  expect(await page.getByTestId('video-player').evaluate((video) => getComputedStyle(video).objectFit)).toBe('cover');
  expect(await page.getByTestId('video-player').boundingBox()).toEqual(box);
  const player = page.getByTestId('video-player');
  await expect(player).toHaveAttribute('data-engine', 'hls.js');

  // the first play and a like are counted on the platform; the counts shown are its answers (the page's
  // own may be older: the page is cached)
  const counted = (eventType: number) =>
    page.waitForResponse(
      (response) =>
        response.url().includes('/mvodEvent') &&
        new URLSearchParams(response.request().postData() ?? '').get('eventType') === String(eventType),
    );
  const played = counted(3);
  await page.getByTestId('video-play').click();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => !v.paused || v.ended)).toBe(true);
  const plays = ((await (await played).json()) as { data: { playCount: number } }).data.playCount;
  await expect(page.getByTestId('short-video-plays')).toHaveAttribute('data-count', String(plays));
  // "1k+次播放" on one line, not broken inside the word (次播/放)
  const label = page.getByTestId('short-video-plays');
  const lines = await label.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);

  const liked = counted(1);
  await page.getByTestId('short-video-like').click();
  const praise = ((await (await liked).json()) as { data: { praiseCount: number; counted: boolean } }).data;
  expect(praise.counted).toBe(true);
  await expect(page.getByTestId('short-video-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('short-video-praises')).toHaveAttribute('data-count', String(praise.praiseCount));

  // the related videos: the newest of node "pub" but this one
  const related = page.getByTestId('short-video-related');
  await expect(related).toHaveCount(3);
  await related.filter({ hasText: '骑楼老街的手艺人' }).click();
  await expect(page).toHaveURL(/\/minVideoDetail\/7002\.html$/);
  await expect(page.getByTestId('short-video').getByRole('heading', { level: 1 })).toHaveText('骑楼老街的手艺人');
});

test('the shared English video invites to the app; VideoObject data; 404 for withdrawn and bad ids', async ({
  page,
  open,
}) => {
  await open(`/mvodShare/${DEMO_SHORT_VIDEOS.english}.html?lang=en`);
  await expect(page.getByTestId('short-video-invite')).toHaveText('Open Lanhai Daily for more short videos');
  await expect(page.getByTestId('short-video').getByRole('heading', { level: 1 })).toHaveText('Lanhai at dawn');
  const head = await headOf(page);
  expect(head).toContain('property="og:type" content="video.other"');
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(structured).toMatchObject({
    '@type': 'VideoObject',
    name: 'Lanhai at dawn',
    duration: 'PT8S',
  });
  // a second like from the same reader is counted once
  await page.getByTestId('short-video-like').click();
  await expect(page.getByTestId('short-video-like')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await page.getByTestId('short-video-like').click();
  await expect(page.getByTestId('short-video-notice')).toHaveText('You have already liked this');
  for (const path of [
    `/minVideoDetail/${DEMO_SHORT_VIDEOS.withdrawn}.html`,
    '/minVideoDetail/999999.html',
    '/mvodShare/abc.html',
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
  // without the id it needs, the route goes home (as every such route)
  const bare = await page.request.get('/mvodShare.html', { maxRedirects: 0 });
  expect(bare.headers().location).toMatch(/\/home\.html$/);
});
