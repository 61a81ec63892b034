/**
 * An archive of many published articles (`npm run seed -- --archive 60000`), for sitemaps that must split
 * and for their bench: one statement, news articles of 城事 an hour apart going back from a year ago.
 */
import type { Queryable } from '../db';

export const ARCHIVE_FIRST_ID = 1_000_000;

export async function insertArchiveArticles(db: Queryable, siteId: number, count: number, now = new Date()) {
  await db.query(
    `INSERT INTO articles (id, site_id, column_id, title, publish_time, abstract, lang)
     SELECT $1 + g, $2, 21, '澜海档案 第' || g || '篇', $3::timestamptz - make_interval(hours => 24 * 365 + g), '档案稿件', 'zh'
     FROM generate_series(1, $4) AS g ON CONFLICT (id) DO NOTHING`,
    [ARCHIVE_FIRST_ID, siteId, now, count],
  );
}
