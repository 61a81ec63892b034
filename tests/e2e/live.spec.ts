import { expect, logIn, newPhone, newsroom, platform, test } from './fixtures';

interface Summary {
  fileId: number;
  title: string;
  liveStatus: number | null;
  articleType: number;
}

async function lives() {
  const { list } = await platform<{ list: Summary[] }>('getArticles?siteId=1&columnId=9&page=0');
  return list.filter((a) => a.articleType === 6);
}

test('liveDetail in every state: preview, live now, replay, ended', async ({ page, open }) => {
  const all = await lives();
  const byTitle = (prefix: string) => all.find((a) => a.title.startsWith(prefix))!;

  await open(`/liveDetail/${byTitle('直播预告｜澜海湾大桥').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播预告');
  await expect(page.getByText(/开播时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  const running = await platform<{ list: unknown[] }>(`liveView?siteId=1&id=${byTitle('正在直播').fileId}`);
  await open(`/liveDetail/${byTitle('正在直播').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播中');
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-engine', /native|hls\.js/);
  // other tests push reports to this live: the page shows what the platform holds (at most 30 s old)
  expect(await page.getByTestId('live-report').count()).toBeGreaterThanOrEqual(Math.min(6, running.list.length));
  await expect(page.getByTestId('live-report').first()).toContainText(/\d{2}:\d{2}/);

  await open(`/liveDetail/${byTitle('直播回放').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播回放');
  await expect(page.getByTestId('video-player')).toBeVisible();

  await open(`/liveDetail/${byTitle('直播已结束').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播已结束');
  await expect(page.getByTestId('video-player')).toHaveCount(0);
});

test('the live strip on home opens liveDetail; a non-live id is not found', async ({
  page,
  open,
  request,
  basePath,
}) => {
  await open('/home.html');
  await page.getByTestId('live-strip').getByTestId('module-item').first().click();
  await expect(page).toHaveURL(/\/liveDetail\/\d+\.html$/);
  await expect(page.getByTestId('live')).toBeVisible();
  expect((await request.get(`${basePath}/liveDetail/10001.html`)).status()).toBe(404);
});

/** A newsroom call of the platform (/editor/…: a live's reports and status, publishing a held comment). */
test('pushed reports and status changes update the open live page without a reload', async ({
  page,
  open,
}, testInfo) => {
  const all = await lives();
  // an announced live of this project's own (the root and /m projects run side by side on one platform) that
  // no other test reads
  const mine = testInfo.project.name === 'based' ? '直播预告｜澜海湾灯光秀' : '直播预告｜澜海新年音乐会';
  const preview = all.find((a) => a.title === mine)!;
  const other = all.find((a) => a.title.startsWith('正在直播'))!;
  await open(`/liveDetail/${preview.fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播预告');
  await expect(page.getByTestId('live')).toHaveAttribute('data-connected', '1');
  // the whole screen follows a pushed status: the badge, the words where the reports will be, the start time
  const start = (await page.getByTestId('live-start').textContent())!.replace('开播时间 ', '');
  expect(start).toMatch(/\d/);
  const screen = async (state: string, body: string) => {
    await expect(page.getByTestId('live-state')).toHaveText(state);
    await expect(page.getByTestId('live-no-reports')).toHaveText(body);
    await expect(page.getByTestId('live-start')).toHaveText(`开播时间 ${start}`);
  };
  await screen('直播预告', '直播尚未开始，敬请期待');
  try {
    await newsroom('live/status', { id: String(preview.fileId), status: '1' });
    await screen('直播中', '直播进行中，内容即将更新');
    await newsroom('live/status', { id: String(preview.fileId), status: '2' });
    await screen('直播已结束', '直播已结束');
  } finally {
    await newsroom('live/status', { id: String(preview.fileId), status: '0' });
  }
  await screen('直播预告', '直播尚未开始，敬请期待');
  const text = `嘉宾已陆续抵达现场 ${Date.now()}`;
  await newsroom('live/report', { id: String(preview.fileId), content: text, reporterId: '2' });
  await expect(page.getByTestId('live-report').first()).toContainText(text);
  await expect(page.getByTestId('live-report').filter({ hasText: text })).toHaveCount(1);
  // a report for another live does not land here
  const elsewhere = `别的直播 ${Date.now()}`;
  await newsroom('live/report', { id: String(other.fileId), content: elsewhere });
  try {
    await newsroom('live/status', { id: String(preview.fileId), status: '1' });
    await expect(page.getByTestId('live-state')).toHaveText('直播中');
  } finally {
    await newsroom('live/status', { id: String(preview.fileId), status: '0' });
  }
  await expect(page.getByTestId('live-state')).toHaveText('直播预告');
  await expect(page.getByTestId('live-report').filter({ hasText: text })).toHaveCount(1);
  await expect(page.getByTestId('live-report').filter({ hasText: elsewhere })).toHaveCount(0);
});

test('a live page served from an old copy catches up on a status change it missed', async ({
  page,
  open,
  request,
  basePath,
}, testInfo) => {
  // a live per project (the root and /m projects run side by side on one platform), neither of the ones the
  // push test changes
  const title = testInfo.project.name === 'based' ? '直播回放' : '直播已结束';
  const live = (await lives()).find((a) => a.title.startsWith(title))!;
  const path = `${basePath}/liveDetail/${live.fileId}.html`;
  const stateOf = (html: string) => /data-testid="live-state"[^>]*>([^<]+)</.exec(html)?.[1];
  const before = await (await request.get(path)).text();
  expect(stateOf(before)).toBe(title);
  try {
    await newsroom('live/status', { id: String(live.fileId), status: '1' });
    // the page rendered before the change, as a cache serves it until the platform's notice reaches it
    await expect.poll(async () => stateOf(await (await request.get(path)).text())).toBe('直播中');
    // (a page answered by the test has no address of its own: Chromium lets it reach the local platform once
    // allowed to)
    await page.context().grantPermissions(['local-network-access']);
    await page.route(`**${path}`, async (route) => route.fulfill({ response: await route.fetch(), body: before }));
    await open(`/liveDetail/${live.fileId}.html`);
    await expect(page.getByTestId('live')).toHaveAttribute('data-connected', '1');
    await expect(page.getByTestId('live-state')).toHaveText('直播中');
  } finally {
    await newsroom('live/status', { id: String(live.fileId), status: '2' });
  }
  await expect(page.getByTestId('live-state')).toHaveText(title);
});

test('a live’s discussion: another reader’s comment, once published, arrives pushed (live_discuss); like and share', async ({
  page,
  open,
  browser,
  baseURL,
  basePath,
}) => {
  test.setTimeout(90_000);
  const live = (await lives()).find((a) => a.title.startsWith('正在直播'))!;
  await open(`/liveDetail/${live.fileId}.html`);
  await expect(page.getByTestId('live')).toHaveAttribute('data-connected', '1');
  const bar = page.getByTestId('article-actions');
  await bar.scrollIntoViewIfNeeded();
  await expect(bar.getByTestId('article-share')).toBeVisible();
  await page.evaluate(() => document.getElementById('comments')?.scrollIntoView());
  await expect(page.getByTestId('comment-login')).toBeVisible();
  // another reader, in a browser of their own, logs in and comments on the live
  const other = await browser.newContext({ baseURL });
  try {
    const reader = await other.newPage();
    await reader.goto(`${basePath}/login.html?from=${encodeURIComponent(`/liveDetail/${live.fileId}.html`)}`);
    await logIn(reader, newPhone());
    await expect(reader).toHaveURL(new RegExp(`/liveDetail/${live.fileId}\\.html`));
    await reader.evaluate(() => document.getElementById('comments')?.scrollIntoView());
    const words = `现场气氛热烈 ${Date.now()}`;
    await reader.getByTestId('comment-input').fill(words);
    const posted = reader.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/discuss'),
    );
    await reader.getByTestId('comment-send').click();
    const comment = (await (await posted).json()).data as { id: number };
    // this site reviews comments first: its author sees it, marked; the newsroom publishes it
    await expect(reader.getByTestId('comment-content').filter({ hasText: words })).toBeVisible();
    await expect(page.getByTestId('comment-content').filter({ hasText: words })).toHaveCount(0);
    await newsroom('comment/publish', { id: String(comment.id) });
    // the first reader sees it without a reload (live_discuss)
    await expect(page.getByTestId('comment-content').filter({ hasText: words })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the newsroom’s key events lead to their reports, linkably; the pinned report stands above them', async ({
  page,
  open,
}) => {
  const live = (await lives()).find((a) => a.title.startsWith('正在直播'))!;
  const view = await platform<{ keyEvents: { id: number; content: string }[]; pinned: { content: string } }>(
    `liveView?siteId=1&id=${live.fileId}`,
  );
  await open(`/liveDetail/${live.fileId}.html`);
  const keyEvents = page.getByTestId('live-key-events').getByRole('link');
  await expect(keyEvents).toHaveCount(view.keyEvents.length);
  await expect(page.getByTestId('live-pinned')).toContainText(view.pinned.content);
  const target = view.keyEvents[1]!;
  await keyEvents.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`#report-${target.id}$`));
  const report = page.locator(`#report-${target.id}`);
  await expect(report).toBeInViewport();
  await expect(report).toHaveAttribute('data-key-event', '1');
  // the link itself opens the page at the report
  await page.goto('about:blank');
  await open(`/liveDetail/${live.fileId}.html#report-${target.id}`);
  await expect(page.locator(`#report-${target.id}`)).toBeInViewport();
});

test('new reports wait behind "N条新动态" while the reader is down the timeline; at its top they arrive at once', async ({
  page,
  open,
}, testInfo) => {
  // a live per project, neither of the ones the other push tests change
  const title = testInfo.project.name === 'based' ? '直播已结束' : '直播回放';
  const live = (await lives()).find((a) => a.title.startsWith(title))!;
  // the page reads the live afresh once connected (it may be older than the last push): wait for that read
  const caughtUp = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/liveView'));
  await open(`/liveDetail/${live.fileId}.html`);
  await expect(page.getByTestId('live')).toHaveAttribute('data-connected', '1');
  await caughtUp;
  const reports = page.getByTestId('live-report');
  // down the timeline: its third report at the top of the screen
  await reports.nth(2).evaluate((node) => node.scrollIntoView({ block: 'start' }));
  // the page looks where the reader is on the frame after a scroll: a push before that would be shown
  await expect(page.getByTestId('live')).toHaveAttribute('data-holding', '1');
  const reading = reports.nth(2);
  const before = (await reading.boundingBox())!.y;
  const words = `终点区的志愿者开始收拾补给站 ${Date.now()}`;
  await newsroom('live/report', { id: String(live.fileId), content: words });
  const offer = page.getByTestId('live-new-reports');
  await expect(offer).toHaveText('1条新动态');
  await expect(reports.filter({ hasText: words })).toHaveCount(0);
  // nothing moved under the reader's eyes
  expect((await reading.boundingBox())!.y).toBe(before);
  await offer.click();
  await expect(reports.first()).toContainText(words);
  await expect(reports.first()).toBeInViewport();
  await expect(offer).toHaveCount(0);
  // at the top of the timeline, the next one arrives at once
  const next = `补给站已撤除 ${Date.now()}`;
  await newsroom('live/report', { id: String(live.fileId), content: next });
  await expect(reports.first()).toContainText(next);
  await expect(offer).toHaveCount(0);
});
