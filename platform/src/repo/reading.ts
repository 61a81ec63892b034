/** Reads behind the reading screens beyond the feed: lives, tags, media-account categories, paper, products, notices, certificates. */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';
import { articleSummary, DISCUSS_COUNT, PAGE_SIZE, type ArticleRow } from './content';
import { accountAnswer, ARTICLE_COUNT, type AccountRow } from './xyAccounts';

/** Every live broadcast: running first, then announced, then ended; newest first within each. */
export async function listLives(db: Queryable, siteId: number, page: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.a_status = 1 AND a.article_type = 6
     ORDER BY CASE a.live_status WHEN 1 THEN 0 WHEN 0 THEN 1 ELSE 2 END, a.publish_time DESC, a.id DESC
     LIMIT $2 OFFSET $3`,
    [siteId, PAGE_SIZE, page * PAGE_SIZE],
  );
  return rows.map(articleSummary);
}

export async function getTag(db: Queryable, siteId: number, tagId: number) {
  const [tag] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM tags WHERE site_id = $1 AND id = $2',
    [siteId, tagId],
  );
  return tag;
}

export async function listTagArticles(db: Queryable, siteId: number, tagName: string, page: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.a_status = 1 AND a.tags ? $2
     ORDER BY a.publish_time DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [siteId, tagName, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(articleSummary), hasMore: rows.length > PAGE_SIZE };
}

export async function listCategories(db: Queryable, siteId: number) {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM xy_categories WHERE site_id = $1 ORDER BY sort, id',
    [siteId],
  );
  return rows.map((row) => ({ catId: row.id, catName: row.name }));
}

/** A category's media accounts as the platform answers them (unusable ones included: the client filters). */
export async function listCategoryAccounts(db: Queryable, siteId: number, categoryId: number) {
  const [category] = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM xy_categories WHERE site_id = $1 AND id = $2',
    [siteId, categoryId],
  );
  if (!category) return undefined;
  const rows = await db.query<AccountRow & { articles: number }>(
    `SELECT x.*, ${ARTICLE_COUNT} FROM xy_category_accounts c JOIN xy_accounts x ON x.id = c.account_id
     WHERE c.category_id = $1 ORDER BY c.sort`,
    [categoryId],
  );
  return {
    catId: category.id,
    catName: category.name,
    xys: rows.map(accountAnswer),
  };
}

/** The hot-point time axis: a special topic's articles in time order, newest first. */
export async function hotPointTimeAxis(db: Queryable, siteId: number, topicId: number) {
  const [topic] = await db.query<ArticleRow>(
    `SELECT a.* FROM articles a WHERE a.site_id = $1 AND a.id = $2 AND a.article_type = 3 AND a.a_status = 1`,
    [siteId, topicId],
  );
  if (!topic) return undefined;
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM special_topic_items s JOIN articles a ON a.id = s.article_id
     WHERE s.topic_id = $1 AND a.a_status = 1 ORDER BY a.publish_time DESC, a.id DESC`,
    [topicId],
  );
  return {
    fileId: topic.id,
    title: topic.title,
    attAbstract: topic.abstract,
    picBig: String(topic.extra.banner ?? topic.pic_big),
    list: rows.map(articleSummary),
  };
}

export async function getPaper(db: Queryable, siteId: number, paperId?: number) {
  const [paper] = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM papers WHERE site_id = $1 ${paperId ? 'AND id = $2' : ''} ORDER BY id LIMIT 1`,
    paperId ? [siteId, paperId] : [siteId],
  );
  return paper;
}

export async function latestEdition(db: Queryable, paperId: number) {
  const [row] = await db.query<{ edition: string }>(
    'SELECT max(edition)::text AS edition FROM paper_layouts WHERE paper_id = $1',
    [paperId],
  );
  return row?.edition ?? undefined;
}

/** Edition dates of a month (YYYY-MM), newest first. */
export async function editionDates(db: Queryable, paperId: number, month: string) {
  const rows = await db.query<{ edition: string }>(
    `SELECT DISTINCT edition::text AS edition FROM paper_layouts
     WHERE paper_id = $1 AND to_char(edition, 'YYYY-MM') = $2 ORDER BY edition DESC`,
    [paperId, month],
  );
  return rows.map((row) => row.edition);
}

export async function editionLayouts(db: Queryable, paperId: number, edition: string) {
  const layouts = await db.query<{
    id: number;
    layout: string;
    name: string;
    pic: string;
    width: number;
    height: number;
  }>(
    'SELECT id, layout, name, pic, width, height FROM paper_layouts WHERE paper_id = $1 AND edition = $2 ORDER BY layout',
    [paperId, edition],
  );
  if (!layouts.length) return [];
  const items = await db.query<ArticleRow & { layout_id: number; mapping: number[] }>(
    `SELECT p.layout_id, p.mapping, a.*, ${DISCUSS_COUNT} FROM paper_articles p JOIN articles a ON a.id = p.article_id
     WHERE p.layout_id = ANY($1::int[]) AND a.a_status = 1 ORDER BY p.sort`,
    [layouts.map((layout) => layout.id)],
  );
  return layouts.map((layout) => ({
    layout: layout.layout,
    name: layout.name,
    pic: layout.pic,
    width: layout.width,
    height: layout.height,
    articles: items
      .filter((item) => item.layout_id === layout.id)
      .map((item) => ({ ...articleSummary(item), layoutMapping: { mapping: item.mapping.join(',') } })),
  }));
}

export async function getProduct(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<{
    id: number;
    name: string;
    summary: string;
    pic: string;
    content: string;
    link_url: string;
  }>('SELECT * FROM products WHERE site_id = $1 AND id = $2', [siteId, id]);
  return (
    row && {
      id: row.id,
      name: row.name,
      summary: row.summary,
      pic: row.pic,
      content: row.content,
      linkUrl: row.link_url,
    }
  );
}

export async function getNotice(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<{ id: number; title: string; content: string; publish_time: Date }>(
    'SELECT * FROM notices WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return (
    row && { id: row.id, title: row.title, content: row.content, publishtime: formatPlatformTime(row.publish_time) }
  );
}

/**
 * The copyright certificate of an article ("区块链证书"): its content fingerprint (SHA-256 over id, title and
 * content) anchored at publication. Derived, so it cannot drift from the article.
 */
export function certificateOf(row: ArticleRow) {
  const hash = createHash('sha256').update(`${row.id}\n${row.title}\n${row.content}`).digest('hex');
  return {
    articleId: row.id,
    title: row.title,
    certNo: `LH-${row.publish_time.getUTCFullYear()}-${String(row.id).padStart(8, '0')}`,
    hash,
    blockHeight: 18_000_000 + (parseInt(hash.slice(0, 6), 16) % 1_000_000),
    issuedAt: formatPlatformTime(row.publish_time),
    pdfUrl: `{media}/cert/${row.id}.pdf`,
  };
}
