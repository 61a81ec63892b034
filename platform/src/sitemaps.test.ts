/**
 * What crawlers are given, through the front end's own client: each kind of published article, never an
 * unpublished, future, routed or link one; those since a time; the columns a reader can open; an archive
 * of 60,000 articles paged at 50,000.
 */
import { fetchSitemapArticles, fetchSitemapColumns } from '@/lib/api/sitemaps';
import { ARCHIVE_FIRST_ID, insertArchiveArticles } from './seed/archive';
import { present, readerClient, refusal, setUpTestPlatform } from './testing';

const { platform, runtime } = setUpTestPlatform();
const api = () => readerClient(runtime(), 'sitemaps-test-device').api;

it('lists each kind of published article, newest first, and nothing unpublished, future, routed or a link', async () => {
  const db = platform().db;
  const expected = async (types: number[]) =>
    (
      await db.query<{ id: number }>(
        `SELECT id FROM articles WHERE site_id = 1 AND a_status = 1 AND publish_time <= now()
         AND article_type = ANY($1::int[]) AND NOT (extra ? 'routerUrl') ORDER BY publish_time DESC, id DESC`,
        [types],
      )
    ).map((row) => row.id);
  for (const [kind, types] of [
    ['article', [0, 6, 12]],
    ['image', [1]],
    ['video', [2]],
    ['topic', [3]],
  ] as const) {
    const answer = present(await fetchSitemapArticles(api(), { kind, page: 0, pageSize: 50_000 }));
    expect(answer.list.map((item) => item.id)).toEqual(await expected([...types]));
    expect(answer.total).toBe(answer.list.length);
  }
  const all = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 50_000 })).list;
  const unpublished = await db.query<{ id: number }>('SELECT id FROM articles WHERE a_status <> 1');
  expect(unpublished.length).toBeGreaterThan(0);
  expect(all.map((item) => item.id)).not.toContain(unpublished[0]!.id);
  expect(all.map((item) => item.id)).not.toContain(19001);
  const video = present(await fetchSitemapArticles(api(), { kind: 'video', page: 0, pageSize: 1 })).list[0]!;
  expect(video.video?.url).toMatch(/\.m3u8$/);
  // an editor's change moves lastmod, not the publication
  await db.query(`UPDATE articles SET updated_at = now() WHERE id = $1`, [all[5]!.id]);
  const changed = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 50_000 })).list[5]!;
  expect(changed.lastmod).not.toBe(changed.published);
});

it('says which articles their newsroom closed to sharing (the front end lists no page that says noindex)', async () => {
  const [closed] = await platform().db.query<{ id: number }>(
    'SELECT id FROM articles WHERE site_id = 1 AND share_closed AND a_status = 1',
  );
  const answer = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 50_000 }));
  expect(answer.list.filter((item) => item.shareClosed).map((item) => item.id)).toEqual([closed!.id]);
});

it('lists the articles published since a time, and the columns a reader can open', async () => {
  const since = Date.now() - 2 * 86_400_000;
  const recent = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 1000, since })).list;
  expect(recent.length).toBeGreaterThan(0);
  const [{ n }] = (await platform().db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM articles WHERE site_id = 1 AND a_status = 1 AND publish_time <= now()
     AND publish_time >= $1 AND article_type IN (0, 6, 12) AND NOT (extra ? 'routerUrl')`,
    [new Date(since)],
  )) as [{ n: number }];
  expect(recent).toHaveLength(n);
  const columns = present(await fetchSitemapColumns(api())).list.map((column) => column.columnId);
  expect(columns).toEqual(expect.arrayContaining([1, 2, 21, 10, 103]));
  expect(columns).not.toContain(14);
  expect(await refusal(fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 50_001 }))).toMatchObject({
    status: 400,
  });
});

it('pages an archive of 60,000 articles at 50,000 a file', async () => {
  const before = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 1 })).total;
  await insertArchiveArticles(platform().db, 1, 60_000);
  const first = present(await fetchSitemapArticles(api(), { kind: 'article', page: 0, pageSize: 50_000 }));
  expect(first.total).toBe(before + 60_000);
  expect(first.list).toHaveLength(50_000);
  const second = present(await fetchSitemapArticles(api(), { kind: 'article', page: 1, pageSize: 50_000 }));
  expect(second.list).toHaveLength(before + 10_000);
  expect(second.list.at(-1)!.id).toBe(ARCHIVE_FIRST_ID + 60_000);
});
