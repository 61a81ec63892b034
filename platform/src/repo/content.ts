/** Reads of the content tables, shaped as the real platform answers them. */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

export const PAGE_SIZE = 20;

interface ColumnRow {
  id: number;
  parent_id: number;
  name: string;
  column_style: number;
  sort: number;
  lang: string;
  description: string;
  img_url: string;
  aggregate: boolean;
}

export interface ColumnOut {
  columnID: number;
  columnName: string;
  columnStyle: number;
  parentID: number;
  description: string;
  imgUrl: string;
  lang: string;
  children?: ColumnOut[];
}

function columnOut(row: ColumnRow): ColumnOut {
  return {
    columnID: row.id,
    columnName: row.name,
    columnStyle: row.column_style,
    parentID: row.parent_id,
    description: row.description,
    imgUrl: row.img_url,
    lang: row.lang,
  };
}

export async function getSiteConfig(db: Queryable, siteId: number) {
  const [row] = await db.query<{ config: Record<string, unknown>; app_id: string }>(
    'SELECT config, app_id FROM site_config WHERE site_id = $1',
    [siteId],
  );
  return row;
}

/** Columns under a parent (0 = top level), each with its direct children. */
export async function listColumns(db: Queryable, siteId: number, parentId: number): Promise<ColumnOut[]> {
  const rows = await db.query<ColumnRow>('SELECT * FROM columns WHERE site_id = $1 ORDER BY sort, id', [siteId]);
  const children = (id: number) => rows.filter((row) => row.parent_id === id).map(columnOut);
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({ ...columnOut(row), children: children(row.id) }));
}

export async function getColumn(db: Queryable, siteId: number, columnId: number): Promise<ColumnOut | undefined> {
  const rows = await db.query<ColumnRow>(
    'SELECT * FROM columns WHERE site_id = $1 AND (id = $2 OR parent_id = $2) ORDER BY sort, id',
    [siteId, columnId],
  );
  const self = rows.find((row) => row.id === columnId);
  if (!self) return undefined;
  return { ...columnOut(self), children: rows.filter((row) => row.parent_id === columnId).map(columnOut) };
}

export interface ArticleRow {
  id: number;
  site_id: number;
  column_id: number;
  article_type: number;
  title: string;
  sub_title: string;
  a_status: number;
  publish_time: Date;
  abstract: string;
  content: string;
  lang: string;
  pic_small: string;
  pic_middle: string;
  pic_big: string;
  pic_list: { url: string; summary?: string; width?: number; height?: number }[];
  share_pic_url: string;
  share_content: string;
  credits: Record<string, string>;
  word_count: number;
  live_status: number | null;
  link_url: string;
  video: Record<string, unknown> | null;
  reporter_id: number | null;
  xy_account_id: number | null;
  share_closed: boolean;
  tags: string[];
  extra: Record<string, unknown>;
  count_click: number;
  count_praise: number;
  count_share: number;
  count_discuss?: number;
}

export const DISCUSS_COUNT =
  '(SELECT count(*)::int FROM comments c WHERE c.article_id = a.id AND c.status = 1) AS count_discuss';

/** A live broadcast's start time as the platform writes times; '' for anything else. */
function liveStartOf(row: ArticleRow): string {
  const start = (row.extra.live as { startTime?: string } | undefined)?.startTime;
  const date = row.article_type === 6 && start ? new Date(start) : undefined;
  return date && !Number.isNaN(date.getTime()) ? formatPlatformTime(date) : '';
}

/** The list form of an article (getArticles, modules, carousels, related lists). */
export function articleSummary(row: ArticleRow) {
  const picType = Number(row.extra.picType ?? (row.pic_small ? 1 : 0));
  return {
    fileId: row.id,
    columnID: row.column_id,
    title: row.title,
    articleType: row.article_type,
    picType,
    publishtime: formatPlatformTime(row.publish_time),
    picSmall: row.pic_small,
    picMiddle: row.pic_middle,
    picBig: row.pic_big,
    pic_list: picType === 3 ? row.pic_list.map((pic) => pic.url) : [],
    attAbstract: row.abstract,
    source: row.credits.source ?? '',
    countClick: row.count_click,
    countPraise: row.count_praise,
    countDiscuss: row.count_discuss ?? 0,
    liveStatus: row.live_status,
    liveStartTime: liveStartOf(row),
    linkUrl: row.link_url,
    routerUrl: String(row.extra.routerUrl ?? ''),
    videoDuration: row.video ? Number(row.video.duration ?? 0) : 0,
    picCount: row.article_type === 1 ? row.pic_list.length : 0,
    lang: row.lang,
  };
}

export type ArticleSummary = ReturnType<typeof articleSummary>;

/** Articles of a column (with its children; an aggregate column takes every column of its language). */
export async function listArticles(
  db: Queryable,
  siteId: number,
  columnId: number,
  options: { page: number; lastFileId?: number; pageSize?: number; articleType?: number },
): Promise<{ aggregate: boolean; list: ArticleSummary[] } | undefined> {
  const [column] = await db.query<ColumnRow>('SELECT * FROM columns WHERE site_id = $1 AND id = $2', [
    siteId,
    columnId,
  ]);
  if (!column) return undefined;
  const pageSize = Math.min(50, options.pageSize ?? PAGE_SIZE);
  const params: unknown[] = [siteId];
  let scope: string;
  if (column.aggregate) {
    params.push(column.lang);
    scope = `a.column_id IN (SELECT id FROM columns WHERE site_id = $1 AND lang = $2 AND column_style = 0)
       AND a.article_type IN (0, 1, 2, 4, 12)`;
  } else {
    params.push(columnId);
    scope = 'a.column_id IN (SELECT id FROM columns WHERE site_id = $1 AND (id = $2 OR parent_id = $2))';
  }
  let keyset = '';
  if (options.articleType !== undefined) {
    params.push(options.articleType);
    keyset += ` AND a.article_type = $${params.length}`;
  }
  if (options.lastFileId) {
    params.push(options.lastFileId);
    keyset += ` AND (a.publish_time, a.id) < (SELECT publish_time, id FROM articles WHERE id = $${params.length})`;
  }
  params.push(pageSize, options.lastFileId ? 0 : options.page * pageSize);
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.a_status = 1 AND ${scope} ${keyset}
     ORDER BY a.publish_time DESC, a.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { aggregate: column.aggregate, list: rows.map(articleSummary) };
}

export async function listCarousel(db: Queryable, columnId: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM column_carousel cc JOIN articles a ON a.id = cc.article_id
     WHERE cc.column_id = $1 AND a.a_status = 1 ORDER BY cc.sort`,
    [columnId],
  );
  return rows.map(articleSummary);
}

/** Live broadcasts announced or running, newest first (the home feed's live strip). */
export async function listLiveArticles(db: Queryable, siteId: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.a_status = 1 AND a.article_type = 6 AND a.live_status IN (0, 1)
     ORDER BY a.live_status DESC, a.publish_time DESC`,
    [siteId],
  );
  return rows.map(articleSummary);
}

interface ModuleRow {
  id: number;
  type: number;
  name: string;
  cm_display_style: number;
  position: number;
  is_top: boolean;
}

export async function listModules(db: Queryable, columnId: number) {
  const modules = await db.query<ModuleRow>('SELECT * FROM modules WHERE column_id = $1 ORDER BY sort, id', [columnId]);
  const items = await db.query<ArticleRow & { module_id: number; item_column_id: number | null; item_sort: number }>(
    `SELECT mi.module_id, mi.sort AS item_sort, mi.column_id AS item_column_id, a.*, ${DISCUSS_COUNT}
     FROM module_items mi JOIN modules m ON m.id = mi.module_id LEFT JOIN articles a ON a.id = mi.article_id
     WHERE m.column_id = $1 AND (a.id IS NULL OR a.a_status = 1) ORDER BY mi.module_id, mi.sort`,
    [columnId],
  );
  const columnIds = items.map((item) => item.item_column_id).filter((id): id is number => id !== null);
  const columns = columnIds.length
    ? await db.query<ColumnRow>('SELECT * FROM columns WHERE id = ANY($1::int[])', [columnIds])
    : [];
  const shaped = modules.map((module) => ({
    moduleId: module.id,
    type: module.type,
    name: module.name,
    cmDisplayStyle: module.cm_display_style,
    position: module.position,
    list: items
      .filter((item) => item.module_id === module.id && item.item_column_id === null && item.id !== null)
      .map(articleSummary),
    columns: items
      .filter((item) => item.module_id === module.id && item.item_column_id !== null)
      .map((item) => columns.find((column) => column.id === item.item_column_id))
      .filter((column): column is ColumnRow => Boolean(column))
      .map(columnOut),
  }));
  return {
    topModule: shaped.find((module) => modules.find((m) => m.id === module.moduleId)?.is_top) ?? null,
    modules: shaped.filter((module) => !modules.find((m) => m.id === module.moduleId)?.is_top),
  };
}

export async function getArticleRow(db: Queryable, siteId: number, articleId: number): Promise<ArticleRow | undefined> {
  const [row] = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a WHERE a.site_id = $1 AND a.id = $2`,
    [siteId, articleId],
  );
  return row;
}

/** The full article (getArticleContent and its preview variant). */
export async function articleContent(db: Queryable, row: ArticleRow) {
  const [reporter] = row.reporter_id
    ? await db.query<{ id: number; name: string; avatar: string; title: string }>(
        'SELECT id, name, avatar, title FROM reporters WHERE id = $1',
        [row.reporter_id],
      )
    : [];
  const [xy] = row.xy_account_id
    ? await db.query<{
        id: number;
        name: string;
        avatar: string;
        description: string;
        status: number;
        forbidden: number;
      }>('SELECT id, name, avatar, description, status, forbidden FROM xy_accounts WHERE id = $1', [row.xy_account_id])
    : [];
  let topicGroups: { name: string; list: ArticleSummary[] }[] = [];
  if (row.article_type === 3) {
    const children = await db.query<ArticleRow & { group_name: string }>(
      `SELECT s.group_name, a.*, ${DISCUSS_COUNT} FROM special_topic_items s JOIN articles a ON a.id = s.article_id
       WHERE s.topic_id = $1 AND a.a_status = 1 ORDER BY s.sort`,
      [row.id],
    );
    for (const child of children) {
      let group = topicGroups.find((g) => g.name === child.group_name);
      if (!group) topicGroups = [...topicGroups, (group = { name: child.group_name, list: [] })];
      group.list.push(articleSummary(child));
    }
  }
  const live = (row.extra.live as Record<string, unknown> | undefined) ?? null;
  return {
    ...articleSummary(row),
    fileId: row.id,
    columnID: row.column_id,
    aStatus: row.a_status,
    subTitle: row.sub_title,
    content: row.content,
    pic_list: row.pic_list,
    pic_list_title: row.pic_list.map((pic) => pic.summary ?? ''),
    shareContent: row.share_content,
    desc: row.abstract,
    sharePicUrl: row.share_pic_url,
    shareClosed: row.share_closed ? 1 : 0,
    routerUrl: String(row.extra.routerUrl ?? ''),
    customUrl: '',
    layoutMapping: { mapping: '' },
    xyAccountID: row.xy_account_id ?? 0,
    xyAccount: xy
      ? {
          xyID: xy.id,
          xyName: xy.name,
          xyIcon: xy.avatar,
          xyDesc: xy.description,
          xyStatus: xy.status,
          xyForbidden: xy.forbidden,
        }
      : null,
    reporter: reporter ?? null,
    ...row.credits,
    wordCount: row.word_count,
    countShare: row.count_share,
    tags: row.tags,
    tagList: await tagsByName(db, row.site_id, row.tags),
    video: row.video,
    live,
    topicGroups,
  };
}

export async function articleCounts(db: Queryable, siteId: number, articleId: number) {
  const [row] = await db.query<{
    count_click: number;
    count_praise: number;
    count_share: number;
    count_discuss: number;
  }>(
    `SELECT a.count_click, a.count_praise, a.count_share, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.id = $2 AND a.a_status = 1`,
    [siteId, articleId],
  );
  if (!row) return undefined;
  return {
    articleId,
    countClick: row.count_click,
    countPraise: row.count_praise,
    countShare: row.count_share,
    countDiscuss: row.count_discuss,
  };
}

/**
 * Related: articles of the same language that share its tags (most shared tags first) or stand in its column
 * or a sibling column, newest first among equals.
 */
export async function relatedArticles(db: Queryable, siteId: number, articleId: number, count: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a, articles self, columns me
     WHERE self.id = $2 AND self.site_id = $1 AND me.id = self.column_id
       AND a.site_id = $1 AND a.a_status = 1 AND a.id <> $2 AND a.article_type IN (0, 1, 2) AND a.lang = self.lang
       AND (a.tags ?| ARRAY(SELECT jsonb_array_elements_text(self.tags))
         OR a.column_id IN (SELECT c.id FROM columns c
           WHERE c.id = me.id OR (me.parent_id <> 0 AND c.parent_id = me.parent_id)))
     ORDER BY (SELECT count(*) FROM jsonb_array_elements_text(a.tags) AS t(tag) WHERE self.tags ? t.tag) DESC,
       a.publish_time DESC, a.id DESC
     LIMIT $3`,
    [siteId, articleId, count],
  );
  return rows.map(articleSummary);
}

/** Recommended: the most read articles of the same language, the article itself left out. */
export async function recommendedArticles(db: Queryable, siteId: number, articleId: number, count: number) {
  const rows = await db.query<ArticleRow>(
    `SELECT a.*, ${DISCUSS_COUNT} FROM articles a
     WHERE a.site_id = $1 AND a.a_status = 1 AND a.id <> $2 AND a.article_type IN (0, 1, 2)
       AND a.lang = (SELECT lang FROM articles WHERE id = $2)
     ORDER BY a.count_click DESC, a.id DESC LIMIT $3`,
    [siteId, articleId, count],
  );
  return rows.map(articleSummary);
}

/** A live broadcast (type 6): its state and video addresses, the read count, and its reports, newest first. */
export async function liveView(db: Queryable, siteId: number, articleId: number, page: number) {
  const row = await getArticleRow(db, siteId, articleId);
  if (!row || row.a_status !== 1 || row.article_type !== 6) return undefined;
  const live = (row.extra.live ?? {}) as { status?: number; startTime?: string; config?: unknown };
  const reports = await db.query<LiveReportRow>(
    `${LIVE_REPORT_SELECT} WHERE l.article_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT 20 OFFSET $2`,
    [articleId, page * 20],
  );
  // the newsroom's marks, whatever page they are on: the key events (newest first) and the pinned report
  const marked = await db.query<LiveReportRow>(
    `${LIVE_REPORT_SELECT} WHERE l.article_id = $1 AND (l.key_event OR l.pinned) ORDER BY l.created_at DESC, l.id DESC LIMIT 50`,
    [articleId],
  );
  const pinned = marked.find((report) => report.pinned);
  return {
    main: {
      fileId: row.id,
      title: row.title,
      status: Number(live.status ?? row.live_status ?? 0),
      startTime: live.startTime ? formatPlatformTime(new Date(live.startTime)) : '',
      picBig: row.pic_big,
      abstract: row.abstract,
      config: live.config ?? { videos: [] },
    },
    countClick: row.count_click,
    list: reports.map(liveReportAnswer),
    keyEvents: marked.filter((report) => report.key_event).map(liveReportAnswer),
    pinned: pinned ? liveReportAnswer(pinned) : null,
  };
}

interface LiveReportRow {
  id: number;
  content: string;
  pics: string[];
  created_at: Date;
  key_event: boolean;
  pinned: boolean;
  name: string | null;
  avatar: string | null;
}

export const LIVE_REPORT_SELECT = `SELECT l.id, l.content, l.pics, l.created_at, l.key_event, l.pinned, r.name, r.avatar
  FROM live_reports l LEFT JOIN reporters r ON r.id = l.reporter_id`;

/** A live report as liveView and the live_reporting push carry it. */
export function liveReportAnswer(report: LiveReportRow) {
  return {
    id: report.id,
    content: report.content,
    pics: report.pics,
    time: formatPlatformTime(report.created_at),
    reporter: { name: report.name ?? '', avatar: report.avatar ?? '' },
    keyEvent: report.key_event,
    pinned: report.pinned,
  };
}

/** The tags of an article with their ids (tag names are stored on the article). */
export async function tagsByName(db: Queryable, siteId: number, names: string[]) {
  if (!names.length) return [];
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM tags WHERE site_id = $1 AND name = ANY($2::text[])',
    [siteId, names],
  );
  return names.flatMap((name) => {
    const row = rows.find((r) => r.name === name);
    return row ? [{ tagId: row.id, tagName: row.name }] : [];
  });
}
