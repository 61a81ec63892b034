/**
 * Leaders and figures: a 时政 article leads to the leader view; another region's leaders come from the
 * platform; a leader's page (resume, newest reports) leads to every report, paged; the English figure
 * reads in English; withdrawn, unknown and malformed ids are the 404 state.
 */
import { DEMO_FIGURES } from '@/platform/src/seed/figures';
import { CARD, expect, openFromColumn, test } from './fixtures';

test('领导之窗 from a 时政 article: regions, a leader, the newest reports and all of them paged', async ({
  page,
  open,
}) => {
  await open('/columnDetail/3.html');
  await openFromColumn(page, '领导之窗｜澜海各级领导分工一览');
  await expect(page).toHaveURL(/\/LeaderViewList\.html$/);
  const leaders = page.getByTestId('leaders');
  await expect(leaders.getByTestId('leader')).toHaveCount(3);
  const region = page.waitForRequest((request) => request.url().includes('/getRegionLeaderView'));
  await page.getByTestId('leader-region').filter({ hasText: '滨江区' }).click();
  await region;
  await expect(page.getByTestId('leader-region').filter({ hasText: '滨江区' })).toHaveAttribute('aria-pressed', 'true');
  await expect(leaders.getByTestId('leader').locator('strong')).toHaveText(['王海川', '赵雨晴']);
  await page.getByTestId('leader-region').filter({ hasText: '市级' }).click();
  await leaders.getByTestId('leader').filter({ hasText: '周明远' }).click();

  await expect(page).toHaveURL(new RegExp(`/figureDetail/${DEMO_FIGURES.leader}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('周明远');
  await expect(page.getByTestId('figure-region')).toHaveText('市级');
  await expect(page.getByTestId('figure-reports').getByRole('link')).toHaveCount(5);
  await page.getByTestId('figure-all-reports').click();
  await expect(page).toHaveURL(new RegExp(`/personageReports/${DEMO_FIGURES.leader}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('周明远 · 报道集');
  const cards = page.getByTestId('personage-reports').locator(CARD);
  await expect(cards).toHaveCount(20);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(DEMO_FIGURES.leaderReports);
  await page.getByTestId('reports-figure').click();
  await expect(page).toHaveURL(new RegExp(`/figureDetail/${DEMO_FIGURES.leader}\\.html$`));
});

test('the English figure from English Culture; 404 for withdrawn, unknown and malformed ids', async ({
  page,
  open,
}) => {
  await open('/columnDetail/10/103.html?lang=en');
  await openFromColumn(page, 'Meet Dr. Helen Zhou');
  await expect(page).toHaveURL(new RegExp(`/figureDetail/${DEMO_FIGURES.english}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr. Helen Zhou');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Reports (4)');
  await expect(page.getByTestId('figure-all-reports')).toHaveCount(0);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(structured).toMatchObject({
    '@type': 'ProfilePage',
    mainEntity: { '@type': 'Person', name: 'Dr. Helen Zhou' },
  });
  for (const path of [
    `/figureDetail/${DEMO_FIGURES.withdrawn}.html`,
    '/figureDetail/999999.html',
    '/figureDetail/x.html',
    `/personageReports/${DEMO_FIGURES.withdrawn}.html`,
    '/personageReports/abc.html',
  ]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
  }
});
