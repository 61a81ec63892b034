import { liveSource, liveViewSchema } from './live';

const view = (status: number, live = 'https://v.example/live.m3u8', playback = '') =>
  liveViewSchema.parse({
    main: { fileId: 1, status, config: { videos: [{ appLiveUrl: live, appPlaybackUrl: playback }] } },
    list: [],
  });

describe('liveSource (spec §4 "Live")', () => {
  it.each([
    [0, 'https://v.example/live.m3u8', 'https://v.example/replay.m3u8', undefined],
    [1, 'https://v.example/live.m3u8', '', 'https://v.example/live.m3u8'],
    [2, 'https://v.example/live.m3u8', 'https://v.example/replay.m3u8', 'https://v.example/replay.m3u8'],
    [2, 'https://v.example/live.m3u8', '', undefined],
  ])('status %d', (status, live, playback, source) => {
    expect(liveSource(view(status, live, playback))).toBe(source);
  });
  it('an unknown status falls back to preview', () => {
    expect(view(9).main.status).toBe(0);
  });
});
