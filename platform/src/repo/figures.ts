/** Leaders by region (the leader view), figures with their resume, and the reports on each (报道集). */
import type { Queryable } from '../db';
import { articleSummary, DISCUSS_COUNT, PAGE_SIZE, type ArticleRow } from './content';

interface FigureRow {
  id: number;
  region_id: number | null;
  region_name: string | null;
  name: string;
  title: string;
  avatar: string;
  resume: string;
  lang: string;
}

const FIGURE_SELECT = `SELECT f.*, r.name AS region_name FROM figures f LEFT JOIN regions r ON r.id = f.region_id`;

function figureAnswer(row: FigureRow) {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    avatar: row.avatar,
    regionId: row.region_id ?? 0,
    regionName: row.region_name ?? '',
    lang: row.lang,
  };
}

export async function listRegions(db: Queryable, siteId: number) {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM regions WHERE site_id = $1 ORDER BY sort, id',
    [siteId],
  );
  return rows;
}

/** The shown leaders of a region, in the newsroom's order. */
export async function listRegionLeaders(db: Queryable, siteId: number, regionId: number) {
  const rows = await db.query<FigureRow>(
    `${FIGURE_SELECT} WHERE f.site_id = $1 AND f.region_id = $2 AND f.status = 1 ORDER BY f.sort, f.id`,
    [siteId, regionId],
  );
  return rows.map(figureAnswer);
}

export async function figureShown(db: Queryable, siteId: number, id: number): Promise<boolean> {
  return (
    (await db.query('SELECT 1 FROM figures WHERE site_id = $1 AND id = $2 AND status = 1', [siteId, id])).length > 0
  );
}

/** A shown figure of the site with its resume and report count, or undefined. */
export async function getFigure(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<FigureRow & { reports: number }>(
    `SELECT f.*, r.name AS region_name,
       (SELECT count(*)::int FROM figure_articles fa JOIN articles a ON a.id = fa.article_id
        WHERE fa.figure_id = f.id AND a.a_status = 1) AS reports
     FROM figures f LEFT JOIN regions r ON r.id = f.region_id
     WHERE f.site_id = $1 AND f.id = $2 AND f.status = 1`,
    [siteId, id],
  );
  return row ? { ...figureAnswer(row), resume: row.resume, reportCount: row.reports } : undefined;
}

/** The published articles reporting on a figure, newest first, 20 a page. */
export async function listFigureReports(db: Queryable, siteId: number, figureId: number, page: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM figure_articles fa JOIN articles a ON a.id = fa.article_id
     WHERE fa.figure_id = $1 AND a.site_id = $2 AND a.a_status = 1
     ORDER BY a.publish_time DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [figureId, siteId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(articleSummary), hasMore: rows.length > PAGE_SIZE };
}
