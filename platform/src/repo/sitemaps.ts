/**
 * What crawlers are given (sitemaps, feeds): the published articles of a site by kind, with their last
 * change, pictures and video; never an unpublished, future or deleted one, nor an editor's placement that
 * leads to another screen (routerUrl) or a link to another site.
 */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

/** Article types by sitemap: pages of their own (news, live, H5), image sets, videos, special topics. */
export const SITEMAP_KINDS = {
  article: [0, 6, 12],
  image: [1],
  video: [2],
  topic: [3],
} as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

/** The most a sitemap file may list (the sitemaps protocol). */
export const MAX_SITEMAP_PAGE = 50_000;

interface Row {
  id: number;
  column_id: number;
  article_type: number;
  title: string;
  abstract: string;
  lang: string;
  publish_time: Date;
  updated_at: Date | null;
  pic_big: string;
  pic_list: { url: string }[];
  video: { url?: string; poster?: string; duration?: number } | null;
  share_closed: boolean;
}

export async function listSitemapArticles(
  db: Queryable,
  siteId: number,
  options: { kind: SitemapKind; page: number; pageSize: number; since?: Date },
) {
  const where = [
    'site_id = $1',
    'a_status = 1',
    'publish_time <= now()',
    'article_type = ANY($2::int[])',
    "NOT (extra ? 'routerUrl')",
  ];
  const values: unknown[] = [siteId, SITEMAP_KINDS[options.kind]];
  if (options.since) {
    values.push(options.since);
    where.push(`publish_time >= $${values.length}`);
  }
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM articles WHERE ${where.join(' AND ')}`,
    values,
  );
  const rows = await db.query<Row>(
    `SELECT id, column_id, article_type, title, abstract, lang, publish_time, updated_at, pic_big, pic_list, video,
            share_closed
     FROM articles WHERE ${where.join(' AND ')}
     ORDER BY publish_time DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, options.pageSize, options.page * options.pageSize],
  );
  return {
    total,
    list: rows.map((row) => ({
      fileId: row.id,
      columnID: row.column_id,
      articleType: row.article_type,
      title: row.title,
      abstract: row.abstract,
      lang: row.lang,
      publishtime: formatPlatformTime(row.publish_time),
      lastmod: formatPlatformTime(row.updated_at ?? row.publish_time),
      pics: [row.pic_big, ...row.pic_list.map((pic) => pic.url)].filter(Boolean),
      shareClosed: row.share_closed ? 1 : 0,
      video: row.video?.url
        ? { url: row.video.url, poster: row.video.poster ?? row.pic_big, duration: Number(row.video.duration ?? 0) }
        : null,
    })),
  };
}

/** The columns a reader can open (not the service ones), with the last change of what they list. */
export async function listSitemapColumns(db: Queryable, siteId: number) {
  const rows = await db.query<{ id: number; parent_id: number; name: string; lang: string; lastmod: Date | null }>(
    `SELECT c.id, c.parent_id, c.name, c.lang,
       (SELECT max(coalesce(a.updated_at, a.publish_time)) FROM articles a
        WHERE a.site_id = c.site_id AND a.a_status = 1 AND a.publish_time <= now()
          AND a.column_id IN (SELECT id FROM columns WHERE site_id = c.site_id AND (id = c.id OR parent_id = c.id))) AS lastmod
     FROM columns c WHERE c.site_id = $1 AND c.column_style = 0 ORDER BY c.id`,
    [siteId],
  );
  return rows.map((row) => ({
    columnId: row.id,
    parentId: row.parent_id,
    name: row.name,
    lang: row.lang,
    lastmod: row.lastmod ? formatPlatformTime(row.lastmod) : '',
  }));
}
