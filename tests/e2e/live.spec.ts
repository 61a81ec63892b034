import { expect, platform, test } from './fixtures';

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

  await open(`/liveDetail/${byTitle('直播预告').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播预告');
  await expect(page.getByText(/开播时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible();
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  await open(`/liveDetail/${byTitle('正在直播').fileId}.html`);
  await expect(page.getByTestId('live-state')).toHaveText('直播中');
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-engine', /native|hls\.js/);
  await expect(page.getByTestId('live-report')).toHaveCount(6);
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
