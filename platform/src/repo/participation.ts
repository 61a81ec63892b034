/**
 * Taking part: comments posted by members, likes counted once per reader, favourites, topic
 * subscriptions and reports (comment pictures: ./uploads.ts). Every count is changed by the same statement that records
 * the reader, so concurrent requests count exactly once (the unique key decides, not a read-then-write).
 */
import type { Queryable } from '../db';
import { commentOut } from './comments';

/** Comment status: 1 published, 0 in review (shown to its author only), -1 deleted by its author. */
export const COMMENT_STATUS = { published: 1, inReview: 0, deleted: -1 } as const;
/** A comment's text: at most this many characters (code points) after trimming. */
export const COMMENT_MAX_CHARS = 1000;
export const COMMENT_MAX_PICS = 3;

export interface Member {
  id: number;
  site_id: number;
  nickname: string;
  avatar: string;
  phone: string | null;
}

/** The member behind an access token: 'none' (no or unknown token), 'expired', or the member. */
export async function memberByToken(
  db: Queryable,
  siteId: number,
  token: string,
): Promise<Member | 'none' | 'expired'> {
  if (!token) return 'none';
  const [row] = await db.query<Member & { expired: boolean }>(
    `SELECT m.id, m.site_id, m.nickname, m.avatar, m.phone, t.expires_at <= now() AS expired
     FROM security_tokens t JOIN members m ON m.id = t.member_id
     WHERE t.token = $1 AND t.site_id = $2 AND t.kind = 'access'`,
    [token, siteId],
  );
  if (!row) return 'none';
  if (row.expired) return 'expired';
  return { id: row.id, site_id: row.site_id, nickname: row.nickname, avatar: row.avatar, phone: row.phone };
}

/** Control characters (not line breaks) are dropped; text is kept exactly as typed otherwise. */
export function cleanCommentText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

export function charCount(text: string): number {
  return Array.from(text).length;
}

export interface NewComment {
  articleId: number;
  parentId: number;
  member: Member;
  content: string;
  pics: string[];
  location: string;
  status: number;
}

/** Inserts a comment (or a reply: root is the parent's root, or the parent itself). */
export async function insertComment(db: Queryable, input: NewComment) {
  const [row] = await db.query<Parameters<typeof commentOut>[0]>(
    `INSERT INTO comments (article_id, parent_id, root_id, member_id, user_name, avatar, content, pics, status,
       location, created_at)
     SELECT $1, $2, CASE WHEN $2::int = 0 THEN 0 ELSE (SELECT CASE WHEN p.root_id = 0 THEN p.id ELSE p.root_id END
       FROM comments p WHERE p.id = $2) END, $3, $4, $5, $6, $7::jsonb, $8, $9, now()
     RETURNING *`,
    [
      input.articleId,
      input.parentId,
      input.member.id,
      input.member.nickname,
      input.member.avatar,
      input.content,
      JSON.stringify(input.pics),
      input.status,
      input.location,
    ],
  );
  return commentOut(row!);
}

/** A parent comment for a reply: it must be a visible comment of the same article. */
export async function parentOf(db: Queryable, articleId: number, parentId: number): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM comments WHERE id = $1 AND article_id = $2 AND status = 1',
    [parentId, articleId],
  );
  return Boolean(row);
}

/** Deletes a member's own comment (marks it deleted). False when it is not theirs or already gone. */
export async function deleteOwnComment(db: Queryable, memberId: number, commentId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'UPDATE comments SET status = -1 WHERE id = $1 AND member_id = $2 AND status <> -1 RETURNING id',
    [commentId, memberId],
  );
  return rows.length > 0;
}

/** Reports a comment once per reader; false when this reader already reported it. */
export async function reportComment(db: Queryable, commentId: number, reader: string, reason: string) {
  const rows = await db.query<{ comment_id: number }>(
    `INSERT INTO comment_reports (comment_id, reader, reason) SELECT id, $2, $3 FROM comments WHERE id = $1 AND status = 1
     ON CONFLICT DO NOTHING RETURNING comment_id`,
    [commentId, reader, reason],
  );
  return rows.length > 0;
}

export async function commentExists(db: Queryable, siteId: number, commentId: number): Promise<boolean> {
  const [row] = await db.query<{ id: number }>(
    `SELECT c.id FROM comments c JOIN articles a ON a.id = c.article_id
     WHERE c.id = $1 AND a.site_id = $2 AND c.status = 1`,
    [commentId, siteId],
  );
  return Boolean(row);
}

const PRAISE_TABLES = { article: 'articles', comment: 'comments' } as const;
export type PraiseTarget = keyof typeof PRAISE_TABLES;

/**
 * One statement records (add) or removes a reader's row and moves the count beside it by the rows that
 * actually changed: concurrent requests count exactly once (the unique key decides, not a read-then-write).
 * `$1`, `$2`, `$3` of `insert`/`remove` are the params; `$2` is always the counted row's id.
 */
export async function countedChange(
  db: Queryable,
  change: { insert: string; remove: string; table: string; column: string },
  params: unknown[],
  add: boolean,
): Promise<{ changed: boolean; count: number }> {
  const [row] = await db.query<{ count: number; changed: number }>(
    `WITH change AS (${add ? change.insert : change.remove})
     UPDATE ${change.table} SET ${change.column} = GREATEST(0, ${change.column} ${add ? '+' : '-'} (SELECT count(*) FROM change))
     WHERE id = $2 RETURNING ${change.column} AS count, (SELECT count(*)::int FROM change) AS changed`,
    params,
  );
  return { changed: (row?.changed ?? 0) > 0, count: row?.count ?? 0 };
}

/** A like (add) or its cancellation; answers whether anything changed and the count after it. */
export function praise(db: Queryable, kind: PraiseTarget, id: number, reader: string, add: boolean) {
  return countedChange(
    db,
    {
      insert:
        'INSERT INTO praises (target_kind, target_id, reader) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
      remove: 'DELETE FROM praises WHERE target_kind = $1 AND target_id = $2 AND reader = $3 RETURNING 1',
      table: PRAISE_TABLES[kind],
      column: 'count_praise',
    },
    [kind, id, reader],
    add,
  );
}

/** A favourite (add) or its cancellation, counted on the article. */
export function favourite(db: Queryable, memberId: number, articleId: number, add: boolean) {
  return countedChange(
    db,
    {
      insert: 'INSERT INTO favourites (member_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      remove: 'DELETE FROM favourites WHERE member_id = $1 AND article_id = $2 RETURNING 1',
      table: 'articles',
      column: 'count_fav',
    },
    [memberId, articleId],
    add,
  );
}

/** A topic subscription (add) or its cancellation, counted on the topic (a special-topic article). */
export function subscribeTopic(db: Queryable, memberId: number, topicId: number, add: boolean) {
  return countedChange(
    db,
    {
      insert:
        'INSERT INTO topic_subscriptions (member_id, topic_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
      remove: 'DELETE FROM topic_subscriptions WHERE member_id = $1 AND topic_id = $2 RETURNING 1',
      table: 'articles',
      column: 'count_subscribe',
    },
    [memberId, topicId],
    add,
  );
}

/** What one reader has done to an article: liked, favourited, and which of its comments they liked. */
export async function articleUserState(db: Queryable, articleId: number, reader: string, memberId?: number) {
  const [article] = await db.query<{ count_praise: number; count_fav: number; liked: boolean; faved: boolean }>(
    `SELECT a.count_praise, a.count_fav,
       EXISTS (SELECT 1 FROM praises p WHERE p.target_kind = 'article' AND p.target_id = a.id AND p.reader = $2) AS liked,
       EXISTS (SELECT 1 FROM favourites f WHERE f.article_id = a.id AND f.member_id = $3) AS faved
     FROM articles a WHERE a.id = $1`,
    [articleId, reader, memberId ?? 0],
  );
  if (!article) return undefined;
  const liked = await db.query<{ target_id: number }>(
    `SELECT p.target_id FROM praises p JOIN comments c ON c.id = p.target_id
     WHERE p.target_kind = 'comment' AND p.reader = $2 AND c.article_id = $1`,
    [articleId, reader],
  );
  const mine = memberId
    ? await db.query<Parameters<typeof commentOut>[0]>(
        `SELECT * FROM comments WHERE article_id = $1 AND member_id = $2 AND status = 0 ORDER BY created_at DESC LIMIT 20`,
        [articleId, memberId],
      )
    : [];
  return {
    isPraised: article.liked ? 1 : 0,
    isFav: article.faved ? 1 : 0,
    countPraise: article.count_praise,
    countFav: article.count_fav,
    praisedComments: liked.map((row) => row.target_id),
    // the reader's own comments still in review: shown to them, marked as such
    myPendingComments: mine.map(commentOut),
  };
}

export async function topicUserState(db: Queryable, siteId: number, topicId: number, memberId?: number) {
  const [row] = await db.query<{ count_subscribe: number; subscribed: boolean }>(
    `SELECT c.count_subscribe, EXISTS (SELECT 1 FROM topic_subscriptions s WHERE s.topic_id = c.id AND s.member_id = $3)
       AS subscribed FROM articles c WHERE c.id = $1 AND c.site_id = $2 AND c.article_type = 3 AND c.a_status = 1`,
    [topicId, siteId, memberId ?? 0],
  );
  return row ? { isSubscribed: row.subscribed ? 1 : 0, countSubscribe: row.count_subscribe } : undefined;
}
