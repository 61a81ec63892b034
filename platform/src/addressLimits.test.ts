/**
 * What a client counts by naming another device is also held per address: likes of one object, reports of
 * one comment, views, shares, plays and an ad's clicks. A member's like is theirs (not held); the front
 * ends' own server address (loopback) is not held.
 */
import { DEMO_SHORT_VIDEOS } from './seed/shortVideos';
import { RATES } from './repo/rateLimits';
import { memberWithToken, setUpTestPlatform, startTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

const post = (url: string, form: Record<string, string>, remoteAddress: string, headers: Record<string, string> = {}) =>
  platform()
    .app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ siteId: '1', ...form }).toString(),
    })
    .then((response) => response.json() as { status: number; data: Record<string, number> | null });

const devices = (count: number) => Array.from({ length: count }, (_, index) => `attacker-device-${index}`);

it('50 devices behind one address like an article 20 times; a member and another address go on', async () => {
  const like = (deviceId: string, address: string, headers?: Record<string, string>) =>
    post('/app_if/event', { id: '10002', type: '0', eventType: '1', appID: '1', deviceId }, address, headers);
  const answers = await Promise.all(devices(50).map((device) => like(device, '203.0.113.10')));
  expect(answers.filter((answer) => answer.status === 0)).toHaveLength(RATES.likes.limit);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - RATES.likes.limit);
  const member = await memberWithToken(platform().db);
  expect((await like('member-device', '203.0.113.10', { token: member.token })).status).toBe(0);
  expect((await like('device-elsewhere', '198.51.100.10')).status).toBe(0);
  // the front end's own server is not held
  const server = await Promise.all(devices(25).map((device) => like(`server-${device}`, '127.0.0.1')));
  expect(server.every((answer) => answer.status === 0)).toBe(true);
});

it('a report of a comment needs a member: devices made up at will report nothing', async () => {
  const [comment] = await platform().db.query<{ id: number }>(
    'SELECT id FROM comments WHERE article_id = 10001 AND status = 1 LIMIT 1',
  );
  const reports = await Promise.all(
    devices(5).map((deviceId) =>
      post('/app_if/expose', { id: String(comment!.id), deviceId, reason: 'spam' }, '203.0.113.11'),
    ),
  );
  expect(reports.every((answer) => answer.status !== 0)).toBe(true);
});

it('views of an article, plays of a video and clicks of an ad stop counting past the limit', async () => {
  const views = async (count: number) => {
    let last = 0;
    for (let n = 0; n < count; n++)
      last = (await post('/app_if/event', { id: '10003', type: '0', eventType: '3' }, '203.0.113.12')).data!.count!;
    return last;
  };
  const first = await views(1);
  const after = await views(RATES.counts.limit + 9);
  expect(after - first).toBe(RATES.counts.limit - 1);

  const clicks = [];
  for (let n = 0; n < RATES.counts.limit + 5; n++)
    clicks.push((await post('/adv/event', { advID: '1', type: 'click' }, '203.0.113.13')).data!.count!);
  expect(clicks.at(-1)! - clicks[0]!).toBe(RATES.counts.limit - 1);

  const likes = await Promise.all(
    devices(30).map((deviceId) =>
      post('/mvod/mvodEvent', { id: String(DEMO_SHORT_VIDEOS.newest), eventType: '1', deviceId }, '203.0.113.14'),
    ),
  );
  expect(likes.filter((answer) => answer.data?.counted)).toHaveLength(RATES.likes.limit);
});

it('behind a trusted proxy, holds the reader its X-Forwarded-For names, not the proxy', async () => {
  const proxied = await startTestPlatform({ trustProxy: ['127.0.0.1'] });
  try {
    const like = (deviceId: string, reader: string) =>
      proxied.app
        .inject({
          method: 'POST',
          url: '/app_if/event',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': reader },
          payload: new URLSearchParams({
            siteId: '1',
            id: '10005',
            type: '0',
            eventType: '1',
            appID: '1',
            deviceId,
          }).toString(),
        })
        .then((response) => (response.json() as { status: number }).status);
    const answers = await Promise.all(devices(25).map((device) => like(device, '203.0.113.15')));
    expect(answers.filter((status) => status === 0)).toHaveLength(RATES.likes.limit);
    // another reader behind the same proxy is not held by the first one's likes
    expect(await like('another-reader-device', '198.51.100.15')).toBe(0);
  } finally {
    await proxied.close();
  }
});
