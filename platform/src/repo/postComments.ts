/**
 * A circle post's comments and likes: comments newest first, 20 a page, each a member's; a like once per
 * reader (the member, else the device). The post's counts move with them.
 */
import type { Db, Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

const PAGE_SIZE = 20;
/** A comment's longest text, in characters. */
export const POST_COMMENT_MAX_CHARS = 500;

interface CommentRow {
  id: number;
  member_id: number;
  nickname: string | null;
  avatar: string | null;
  content: string;
  created_at: Date;
}

function commentAnswer(row: CommentRow) {
  return {
    id: row.id,
    userId: row.member_id,
    userName: row.nickname ?? '',
    userAvatar: row.avatar ?? '',
    content: row.content,
    createTime: formatPlatformTime(row.created_at),
  };
}

/** A shown post's comments, or undefined when the post is not shown on the site. */
export async function listPostComments(db: Queryable, siteId: number, postId: number, page: number) {
  const [post] = await db.query<{ comment_count: number }>(
    'SELECT comment_count FROM circle_posts WHERE site_id = $1 AND id = $2 AND status = 1',
    [siteId, postId],
  );
  if (!post) return undefined;
  const rows = await db.query<CommentRow>(
    `SELECT c.*, m.nickname, m.avatar FROM post_comments c JOIN members m ON m.id = c.member_id
     WHERE c.post_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [postId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return {
    list: rows.slice(0, PAGE_SIZE).map(commentAnswer),
    totalCount: post.comment_count,
    hasMore: rows.length > PAGE_SIZE,
  };
}

export type PostCommentRefusal = 'noPost' | 'closed';

/** Stores a member's comment on a shown post of an open circle; the same request key answers the first one. */
export async function commentPost(
  db: Db,
  input: { siteId: number; postId: number; memberId: number; content: string; requestKey: string },
): Promise<{ comment: ReturnType<typeof commentAnswer>; circleId: number } | PostCommentRefusal> {
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ circle_id: number; circle_status: number }>(
      `SELECT p.circle_id, c.status AS circle_status FROM circle_posts p JOIN circles c ON c.id = p.circle_id
       WHERE p.site_id = $1 AND p.id = $2 AND p.status = 1`,
      [input.siteId, input.postId],
    );
    if (!post) return 'noPost' as const;
    if (post.circle_status !== 1) return 'closed' as const;
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO post_comments (post_id, member_id, content, request_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id`,
      [input.postId, input.memberId, input.content, input.requestKey],
    );
    if (inserted)
      await tx.query('UPDATE circle_posts SET comment_count = comment_count + 1 WHERE id = $1', [input.postId]);
    const [row] = await tx.query<CommentRow>(
      `SELECT c.*, m.nickname, m.avatar FROM post_comments c JOIN members m ON m.id = c.member_id
       WHERE c.member_id = $1 AND c.request_key = $2`,
      [input.memberId, input.requestKey],
    );
    return { comment: commentAnswer(row!), circleId: post.circle_id };
  });
}

/** A reader's like of a shown post, once (a second one changes nothing); undefined when the post is not shown. */
export async function likePost(db: Db, siteId: number, postId: number, reader: string | undefined) {
  return db.transaction(async (tx) => {
    const [post] = await tx.query<{ id: number }>(
      'SELECT id FROM circle_posts WHERE site_id = $1 AND id = $2 AND status = 1',
      [siteId, postId],
    );
    if (!post) return undefined;
    const added = reader
      ? await tx.query(
          'INSERT INTO post_likes (post_id, reader) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING post_id',
          [postId, reader],
        )
      : [];
    const [counts] = await tx.query<{ praise_count: number }>(
      `UPDATE circle_posts SET praise_count = praise_count + $2 WHERE id = $1 RETURNING praise_count`,
      [postId, added.length],
    );
    return { praiseCount: counts!.praise_count, counted: added.length > 0 };
  });
}
