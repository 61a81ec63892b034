/**
 * Reporters through the front end's own client: the reporter card with its figures, their articles paged,
 * their dynamics 10 a page on {nis}, one dynamic with its reporter; none, another site's and bad ids.
 */
import { fetchReporter, fetchReporterArticles, fetchReporterDynamic, fetchReporterDynamics } from '@/lib/api/reporters';
import { DYNAMIC_PAGE_SIZE } from './repo/dynamics';
import { DEMO_REPORTERS } from './seed/reporters';
import { readerClient, present, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();

const api = () => readerClient(runtime(), 'reporter-test-device').api;

it('answers the reporter card with figures that match their articles and dynamics', async () => {
  const id = DEMO_REPORTERS.withDynamics;
  const reporter = present(await fetchReporter(api(), id));
  const [counts] = await platform().db.query<{ articles: number }>(
    'SELECT count(*)::int AS articles FROM articles WHERE reporter_id = $1 AND site_id = 1 AND a_status = 1',
    [id],
  );
  expect(reporter).toMatchObject({ id, name: '林海', articleCount: counts!.articles, postCount: 12 });
  expect(reporter.followerCount).toBeGreaterThan(0);

  const ids: number[] = [];
  for (let page = 0, more = true; more; page++) {
    const answer = present(await fetchReporterArticles(api(), id, page));
    ids.push(...answer.list.map((article) => article.id));
    more = answer.hasMore;
  }
  expect(ids).toHaveLength(reporter.articleCount);
  // the second demo site copies some of these articles: never listed here
  const [elsewhere] = await platform().db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM articles WHERE id = ANY($1::int[]) AND site_id <> 1',
    [ids],
  );
  expect(elsewhere!.n).toBe(0);

  const first = present(await fetchReporterDynamics(api(), id, 0)).list;
  expect(first).toHaveLength(DYNAMIC_PAGE_SIZE);
  expect(present(await fetchReporterDynamics(api(), id, 1)).list).toHaveLength(2);
  const video = first.find((item) => item.videos.length)!;
  const detail = present(await fetchReporterDynamic(api(), video.id));
  expect(detail).toMatchObject({ id: video.id, content: video.content, reporter: { id, name: '林海' } });
  expect(detail.videos[0]!.url).toMatch(/\.m3u8$/);

  const english = present(await fetchReporter(api(), DEMO_REPORTERS.english));
  expect(english.description).toMatch(/English edition/);
  const englishDynamics = present(await fetchReporterDynamics(api(), DEMO_REPORTERS.english, 0)).list;
  expect(englishDynamics).toHaveLength(3);
  // each dynamic says its language, as an article does
  expect(englishDynamics.map((dynamic) => dynamic.lang)).toEqual(['en', 'en', 'en']);
  expect(detail.lang).toBe('zh');
});

it('answers nothing for no such reporter or dynamic, a media account’s dynamic or another site’s; 400 for bad ids', async () => {
  expect(await fetchReporter(api(), 99999)).toBe('empty');
  expect(await fetchReporterDynamics(api(), 99999, 0)).toBe('empty');
  expect(await fetchReporterDynamic(api(), 999999)).toBe('empty');
  const [xy] = await platform().db.query<{ id: number }>("SELECT id FROM dynamics WHERE owner_kind = 'xy' LIMIT 1");
  expect(await fetchReporterDynamic(api(), xy!.id)).toBe('empty');
  const other = await fetch(`${runtime().bases.nis}/getDynamicDetail?siteId=99&id=${xy!.id}`);
  expect(await other.json()).toMatchObject({ status: 0, data: null });
  for (const bad of ['abc', '0', '-3'])
    expect(await (await fetch(`${runtime().bases.base}/getAuthorInfo?siteId=1&id=${bad}`)).json()).toMatchObject({
      status: 400,
    });
});
