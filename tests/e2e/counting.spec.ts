/**
 * Counting (spec §4, §7, §9) in the browser: after a route change on Android, the device record (type 20,
 * event 12, channel 3 for a shared page); on an article, the view (event 3), the analytics "open article"
 * record and the big-data page view; a like and a share add their own records. The analytics records are
 * read back from the platform's simulated collection host and decoded as a collector would.
 */
import type { Request } from '@playwright/test';
import { expect, PLATFORM_URL, test } from './fixtures';

interface Collected {
  query: Record<string, string>;
  headers: Record<string, string>;
}

const form = (request: Request) => new URLSearchParams(request.postData() ?? '');

async function collected(deviceId: string): Promise<Collected[]> {
  const { records } = (await (await fetch(`${PLATFORM_URL}/__collect`)).json()) as { records: Collected[] };
  return records.filter((record) => record.headers['device-id'] === deviceId);
}

test('an article view: device record, view event, analytics record and big-data page view; a like and a share are recorded', async ({
  page,
  open,
}) => {
  const events: Request[] = [];
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app_if/event') && request.method() === 'POST') events.push(request);
    if (request.url().includes('/bigdata/pv')) beacons.push(request.url());
  });
  await open('/newsDetail/1/10004.html');
  await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const device = events.map(form).find((f) => f.get('type') === '20')!;
  expect([device.get('eventType'), device.get('channel'), device.get('id')]).toEqual(['12', '3', '10004']);
  expect(device.get('deviceId')).toBeTruthy();
  expect(device.get('appId')).toBeTruthy();
  const view = events.map(form).find((f) => f.get('eventType') === '3')!;
  expect([view.get('id'), view.get('type')]).toEqual(['10004', '0']);
  await expect.poll(() => beacons.length).toBe(1);
  const beacon = new URL(beacons[0]!);
  expect(beacon.searchParams.get('id')).toBe('10004');
  expect(new URL(beacon.searchParams.get('url')!).pathname).toMatch(/\/newsDetail\/1\/10004\.html$/);

  const deviceId = device.get('deviceId')!;
  await expect.poll(async () => (await collected(deviceId)).length).toBe(1);
  const [opened] = await collected(deviceId);
  expect(opened!.query).toMatchObject({ dataType: '1000005', articleID: '10004', platform: '3', deviceid: deviceId });
  expect(opened!.query.actionTime).toMatch(/^\d{13}$/);
  expect(opened!.headers).toMatchObject({ 'tenant-code': 'lanhai', 'app-key': 'lh-analytics-demo', os: 'android' });

  // a like, then a share to Weibo: their own records (like 1000002, share 1000009 with the channel)
  await page.getByTestId('article-actions').scrollIntoViewIfNeeded();
  await page.getByTestId('article-like').click();
  await expect(page.getByTestId('toast')).toHaveText('点赞成功');
  await page.context().route(/^https:\/\/service\.weibo\.com\//, (route) => route.fulfill({ body: 'ok' }));
  await page.getByTestId('article-share').click();
  await page.getByTestId('share-weibo').click();
  await expect
    .poll(async () => (await collected(deviceId)).map((record) => record.query.dataType).sort())
    .toEqual(['1000002', '1000005', '1000009']);
  const share = (await collected(deviceId)).find((record) => record.query.dataType === '1000009')!;
  expect(share.query.shareChanel).toBe('3');
});
