/**
 * Leaders and figures through the front end's own client: the leader view (regions, the first region's
 * leaders in order, no withdrawn one), one region's leaders, a figure with its resume and report count,
 * its reports paged; withdrawn, unknown, other sites' and malformed ids.
 */
import { fetchFigure, fetchFigureReports, fetchLeaderView, fetchRegionLeaders } from '@/lib/api/figures';
import { DEMO_FIGURES } from './seed/figures';
import { present, readerClient, refusal, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();
const api = () => readerClient(runtime(), 'figures-test-device').api;

it('answers the leader view and each region’s leaders, in order, without withdrawn ones', async () => {
  const view = present(await fetchLeaderView(api()));
  expect(view.regions.map((region) => region.name)).toEqual(['市级', '滨江区', '青屿县']);
  expect(view.regionId).toBe(DEMO_FIGURES.cityRegion);
  expect(view.list.map((leader) => leader.id)).toEqual([1, 2, 3]);
  const district = present(await fetchRegionLeaders(api(), DEMO_FIGURES.districtRegion));
  expect(district.list.map((leader) => leader.name)).toEqual(['王海川', '赵雨晴']);
  expect(await fetchRegionLeaders(api(), 99)).toBe('empty');
  expect(await refusal(fetchRegionLeaders(api(), 0))).toMatchObject({ status: 400 });
});

it('answers a figure with its resume and its reports, 20 a page', async () => {
  const leader = present(await fetchFigure(api(), DEMO_FIGURES.leader));
  expect(leader).toMatchObject({ name: '周明远', regionName: '市级', reportCount: DEMO_FIGURES.leaderReports });
  expect(leader.resume).toContain('市委书记');
  const first = present(await fetchFigureReports(api(), DEMO_FIGURES.leader, 0));
  expect(first).toMatchObject({ hasMore: true });
  expect(first.list).toHaveLength(20);
  const second = present(await fetchFigureReports(api(), DEMO_FIGURES.leader, 1));
  expect(second.list).toHaveLength(DEMO_FIGURES.leaderReports - 20);
  expect(second.hasMore).toBe(false);
  const english = present(await fetchFigure(api(), DEMO_FIGURES.english));
  expect(english).toMatchObject({ lang: 'en', regionId: 0, reportCount: 4 });
});

it('answers nothing for withdrawn, unknown and other sites’ figures', async () => {
  for (const id of [DEMO_FIGURES.withdrawn, 999_999]) {
    expect(await fetchFigure(api(), id)).toBe('empty');
    expect(await fetchFigureReports(api(), id, 0)).toBe('empty');
  }
  // a figure of the second site is not the first site's
  await platform().db.query(
    `INSERT INTO figures (id, site_id, name, title) VALUES (50, 2, '另一站点的人物', '') ON CONFLICT DO NOTHING`,
  );
  expect(await fetchFigure(api(), 50)).toBe('empty');
});
