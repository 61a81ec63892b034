/** Reporters: the reporter's card (articles, dynamics, followers), their articles, and one dynamic with its owner. */
import type { Queryable } from '../db';
import { articleSummary, DISCUSS_COUNT, PAGE_SIZE, type ArticleRow } from './content';
import { dynamicAnswer, type DynamicRow } from './dynamics';

interface ReporterRow {
  id: number;
  name: string;
  title: string;
  avatar: string;
  description: string;
  follower_count: number;
}

/** A site's reporter as answered (the reporter card of spec §3), or undefined. */
export async function getReporter(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<ReporterRow & { articles: number; posts: number }>(
    `SELECT r.*,
       (SELECT count(*)::int FROM articles a WHERE a.reporter_id = r.id AND a.site_id = r.site_id AND a.a_status = 1) AS articles,
       (SELECT count(*)::int FROM dynamics d WHERE d.owner_kind = 'reporter' AND d.owner_id = r.id AND d.status = 1) AS posts
     FROM reporters r WHERE r.site_id = $1 AND r.id = $2`,
    [siteId, id],
  );
  return row
    ? {
        id: row.id,
        name: row.name,
        title: row.title,
        avatar: row.avatar,
        description: row.description,
        articleCount: row.articles,
        postCount: row.posts,
        followerCount: row.follower_count,
      }
    : undefined;
}

/** Whether a site has this reporter (a cheap check before listing what is theirs). */
export async function reporterExists(db: Queryable, siteId: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM reporters WHERE site_id = $1 AND id = $2', [siteId, id])).length > 0;
}

/** A reporter's published articles on the site, newest first, 20 a page. */
export async function listReporterArticles(db: Queryable, siteId: number, reporterId: number, page: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a WHERE a.site_id = $1 AND a.reporter_id = $2 AND a.a_status = 1
     ORDER BY a.publish_time DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [siteId, reporterId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(articleSummary), hasMore: rows.length > PAGE_SIZE };
}

/** One published dynamic of a site's reporter, with who posted it; undefined for none or another site's. */
export async function getReporterDynamic(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<DynamicRow & { reporter_name: string; reporter_avatar: string; reporter_title: string }>(
    `SELECT d.*, r.name AS reporter_name, r.avatar AS reporter_avatar, r.title AS reporter_title
     FROM dynamics d JOIN reporters r ON r.id = d.owner_id
     WHERE d.id = $1 AND d.site_id = $2 AND d.owner_kind = 'reporter' AND d.status = 1`,
    [id, siteId],
  );
  return row
    ? {
        ...dynamicAnswer(row),
        reporter: { id: row.owner_id, name: row.reporter_name, avatar: row.reporter_avatar, title: row.reporter_title },
      }
    : undefined;
}
