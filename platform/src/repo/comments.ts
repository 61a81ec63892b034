/** Comments of an article: the tree view (top-level comments with their first replies) and hot comments. */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

export const COMMENT_PAGE_SIZE = 20;
export const REPLIES_SHOWN = 3;

interface CommentRow {
  id: number;
  article_id: number;
  parent_id: number;
  root_id: number;
  member_id: number | null;
  user_name: string;
  avatar: string;
  content: string;
  pics: string[];
  status: number;
  is_official: boolean;
  is_top: boolean;
  is_excellent: boolean;
  count_praise: number;
  location: string;
  created_at: Date;
  reply_count?: number;
}

export function commentOut(row: CommentRow) {
  return {
    id: row.id,
    articleID: row.article_id,
    parentID: row.parent_id,
    rootID: row.root_id,
    userID: row.member_id ?? 0,
    userName: row.user_name,
    avatar: row.avatar,
    content: row.content,
    pics: row.pics,
    createTime: formatPlatformTime(row.created_at),
    countPraise: row.count_praise,
    isOfficial: row.is_official ? 1 : 0,
    isTop: row.is_top ? 1 : 0,
    isExcellent: row.is_excellent ? 1 : 0,
    status: row.status,
    location: row.location,
  };
}

export async function commentTree(db: Queryable, articleId: number, page: number) {
  const [{ total }] = (await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM comments WHERE article_id = $1 AND parent_id = 0 AND status = 1',
    [articleId],
  )) as [{ total: number }];
  const tops = await db.query<CommentRow>(
    `SELECT c.*, (SELECT count(*)::int FROM comments r WHERE r.root_id = c.id AND r.status = 1) AS reply_count
     FROM comments c WHERE c.article_id = $1 AND c.parent_id = 0 AND c.status = 1
     ORDER BY c.is_top DESC, c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [articleId, COMMENT_PAGE_SIZE, page * COMMENT_PAGE_SIZE],
  );
  const replies = tops.length
    ? await db.query<CommentRow>(
        `SELECT * FROM (SELECT r.*, row_number() OVER (PARTITION BY r.root_id ORDER BY r.created_at, r.id) AS n
         FROM comments r WHERE r.root_id = ANY($1::int[]) AND r.status = 1) x WHERE n <= $2`,
        [tops.map((row) => row.id), REPLIES_SHOWN],
      )
    : [];
  const list = tops.map((row) => {
    const count = row.reply_count ?? 0;
    const totalPage = Math.ceil(count / REPLIES_SHOWN);
    return {
      ...commentOut(row),
      topDiscuss: {
        list: replies.filter((reply) => reply.root_id === row.id).map(commentOut),
        page: 0,
        totalPage,
        hasMore: count > REPLIES_SHOWN,
      },
    };
  });
  return { list, totalCount: total, page, hasMore: (page + 1) * COMMENT_PAGE_SIZE < total };
}

export async function hotComments(db: Queryable, articleId: number, count: number) {
  const rows = await db.query<CommentRow>(
    `SELECT * FROM comments WHERE article_id = $1 AND parent_id = 0 AND status = 1 AND count_praise >= 100
     ORDER BY count_praise DESC, id DESC LIMIT $2`,
    [articleId, Math.min(20, Math.max(1, count))],
  );
  return { list: rows.map(commentOut) };
}

export async function articleExists(db: Queryable, siteId: number, articleId: number): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM articles WHERE site_id = $1 AND id = $2 AND a_status = 1',
    [siteId, articleId],
  );
  return Boolean(row);
}

/** All published comments of an article, newest first, without nesting (discussViewFlat). */
export async function commentFlat(db: Queryable, articleId: number, page: number) {
  const [{ total }] = (await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM comments WHERE article_id = $1 AND status = 1',
    [articleId],
  )) as [{ total: number }];
  const rows = await db.query<CommentRow>(
    `SELECT * FROM comments WHERE article_id = $1 AND status = 1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [articleId, COMMENT_PAGE_SIZE, page * COMMENT_PAGE_SIZE],
  );
  return { list: rows.map(commentOut), totalCount: total, page, hasMore: (page + 1) * COMMENT_PAGE_SIZE < total };
}

/** The replies under one top-level comment, oldest first (discussReply), with the comment itself. */
export async function commentReplies(db: Queryable, commentId: number, page: number) {
  const [root] = await db.query<CommentRow>('SELECT * FROM comments WHERE id = $1 AND status = 1', [commentId]);
  const rootId = root && root.root_id ? root.root_id : commentId;
  const [{ total }] = (await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM comments WHERE root_id = $1 AND status = 1',
    [rootId],
  )) as [{ total: number }];
  const rows = await db.query<CommentRow>(
    `SELECT * FROM comments WHERE root_id = $1 AND status = 1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [rootId, COMMENT_PAGE_SIZE, page * COMMENT_PAGE_SIZE],
  );
  return {
    comment: root ? commentOut(root) : undefined,
    list: rows.map(commentOut),
    totalCount: total,
    page,
    hasMore: (page + 1) * COMMENT_PAGE_SIZE < total,
  };
}

export async function commentCount(db: Queryable, articleId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM comments WHERE article_id = $1 AND status = 1',
    [articleId],
  );
  return row?.total ?? 0;
}
