/**
 * Circles (圈子) with their notices and posts, members' moments (朋友圈) and member profiles; and the
 * uploads of the media asset service ({mam}) that become a post's pictures when the post is stored.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { newFileKey, type PictureFiles } from '../pictureFiles';
import { formatPlatformTime } from '../envelope';
import { PAGE_SIZE } from './content';

export const POST_MAX_CHARS = 1000;
export const POST_MAX_PICS = 9;
/** An upload token is good for this long; uploads never attached to a post are dropped after it too. */
export const UPLOAD_TOKEN_SECONDS = 3600;

interface CircleRow {
  id: number;
  name: string;
  description: string;
  avatar: string;
  cover: string;
  member_count: number;
  post_count: number;
  status: number;
  lang: string;
}

function circleAnswer(row: CircleRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    avatar: row.avatar,
    cover: row.cover,
    memberCount: row.member_count,
    postCount: row.post_count,
    status: row.status,
    lang: row.lang,
  };
}

export async function listCircles(db: Queryable, siteId: number) {
  const rows = await db.query<CircleRow>('SELECT * FROM circles WHERE site_id = $1 ORDER BY id', [siteId]);
  return rows.map(circleAnswer);
}

export async function circleExists(db: Queryable, siteId: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM circles WHERE site_id = $1 AND id = $2', [siteId, id])).length > 0;
}

/** A site's circle with its notices (newest first), or undefined. */
export async function getCircle(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<CircleRow>('SELECT * FROM circles WHERE site_id = $1 AND id = $2', [siteId, id]);
  if (!row) return undefined;
  const notices = await db.query<{ id: number; title: string; publish_time: Date }>(
    'SELECT id, title, publish_time FROM circle_notices WHERE circle_id = $1 ORDER BY publish_time DESC, id DESC',
    [id],
  );
  return {
    ...circleAnswer(row),
    noticeList: notices.map((notice) => ({
      id: notice.id,
      title: notice.title,
      publishTime: formatPlatformTime(notice.publish_time),
    })),
  };
}

/** A circle's notice (its circle named), or undefined when it is not of that site (or that circle). */
export async function getCircleNotice(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<{
    id: number;
    title: string;
    content: string;
    publish_time: Date;
    circle_id: number;
    circle_name: string;
  }>(
    `SELECT n.*, c.name AS circle_name FROM circle_notices n JOIN circles c ON c.id = n.circle_id
     WHERE c.site_id = $1 AND n.id = $2`,
    [siteId, id],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    publishTime: formatPlatformTime(row.publish_time),
    circle: { id: row.circle_id, name: row.circle_name },
  };
}

interface PostRow {
  id: number;
  circle_id: number;
  member_id: number | null;
  nickname: string | null;
  avatar: string | null;
  content: string;
  pics: string[];
  publish_time: Date;
  praise_count: number;
  comment_count: number;
}

const POST_SELECT = `SELECT p.*, m.nickname, m.avatar FROM circle_posts p LEFT JOIN members m ON m.id = p.member_id`;

function postAnswer(row: PostRow) {
  return {
    id: row.id,
    circleId: row.circle_id,
    userId: row.member_id ?? 0,
    userName: row.nickname ?? '',
    userAvatar: row.avatar ?? '',
    content: row.content,
    pics: row.pics,
    publishTime: formatPlatformTime(row.publish_time),
    praiseCount: row.praise_count,
    commentCount: row.comment_count,
  };
}

/** List types of the post list: 1 newest first, 2 hottest first (likes and comments). */
export const POST_LIST_TYPES = { newest: 1, hot: 2 } as const;

export async function listPosts(db: Queryable, siteId: number, circleId: number, listType: number, page: number) {
  const order =
    listType === POST_LIST_TYPES.hot
      ? 'p.praise_count + 2 * p.comment_count DESC, p.publish_time DESC, p.id DESC'
      : 'p.publish_time DESC, p.id DESC';
  const rows = await db.query<PostRow>(
    `${POST_SELECT} WHERE p.site_id = $1 AND p.circle_id = $2 AND p.status = 1 ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [siteId, circleId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(postAnswer), hasMore: rows.length > PAGE_SIZE };
}

/** A shown post of the site with its circle, or undefined (deleted, another site's, none). */
export async function getPost(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<PostRow & { circle_name: string; circle_status: number; circle_lang: string }>(
    `SELECT p.*, m.nickname, m.avatar, c.name AS circle_name, c.status AS circle_status, c.lang AS circle_lang
     FROM circle_posts p
     LEFT JOIN members m ON m.id = p.member_id JOIN circles c ON c.id = p.circle_id
     WHERE p.site_id = $1 AND p.id = $2 AND p.status = 1`,
    [siteId, id],
  );
  return row
    ? {
        ...postAnswer(row),
        circle: { id: row.circle_id, name: row.circle_name, status: row.circle_status, lang: row.circle_lang },
      }
    : undefined;
}

export type PostRefusal = 'noCircle' | 'closed' | 'badPictures';

/**
 * Stores a member's post with its pictures in one transaction: each picture is one of the member's done
 * uploads not yet attached, else nothing is stored. A post sent again with the same request key answers
 * the post stored the first time.
 */
export async function createPost(
  db: Db,
  input: {
    siteId: number;
    circleId: number;
    memberId: number;
    content: string;
    assetIds: number[];
    requestKey: string;
  },
): Promise<{ id: number; repeated: boolean } | PostRefusal> {
  try {
    return await db.transaction(async (tx) => {
      const [circle] = await tx.query<{ status: number }>('SELECT status FROM circles WHERE site_id = $1 AND id = $2', [
        input.siteId,
        input.circleId,
      ]);
      if (!circle) return 'noCircle' as const;
      if (circle.status !== 1) return 'closed' as const;
      const [inserted] = await tx.query<{ id: number }>(
        `INSERT INTO circle_posts (site_id, circle_id, member_id, content, request_key) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, request_key) DO NOTHING RETURNING id`,
        [input.siteId, input.circleId, input.memberId, input.content, input.requestKey],
      );
      if (!inserted) {
        const [earlier] = await tx.query<{ id: number }>(
          'SELECT id FROM circle_posts WHERE member_id = $1 AND request_key = $2',
          [input.memberId, input.requestKey],
        );
        return { id: earlier!.id, repeated: true };
      }
      if (input.assetIds.length) {
        const attached = await tx.query<{ id: number; ext: string; file_key: string }>(
          `UPDATE media_assets SET post_id = $1
           WHERE id = ANY($2::int[]) AND member_id = $3 AND site_id = $4 AND done AND post_id IS NULL
           RETURNING id, ext, file_key`,
          [inserted.id, input.assetIds, input.memberId, input.siteId],
        );
        if (attached.length !== input.assetIds.length) throw new PostRefused('badPictures');
        const byId = new Map(attached.map((asset) => [asset.id, asset]));
        const pics = input.assetIds.map((id) => assetUrl(byId.get(id)!.file_key, byId.get(id)!.ext));
        await tx.query('UPDATE circle_posts SET pics = $1 WHERE id = $2', [JSON.stringify(pics), inserted.id]);
      }
      await tx.query('UPDATE circles SET post_count = post_count + 1 WHERE id = $1', [input.circleId]);
      return { id: inserted.id, repeated: false };
    });
  } catch (error) {
    if (error instanceof PostRefused) return error.reason;
    throw error;
  }
}

class PostRefused extends Error {
  constructor(readonly reason: PostRefusal) {
    super(reason);
  }
}

/** An upload's address, stored with the platform's placeholder (expanded in every answer). */
export function assetUrl(key: string, ext: string): string {
  return `{api}/mam/asset/${key}.${ext}`;
}

/** A member's upload token (one hour); stale tokens and never-attached uploads are dropped on the way. */
export async function issueUploadToken(db: Queryable, files: PictureFiles, siteId: number, memberId: number) {
  await db.query('DELETE FROM upload_tokens WHERE expires_at < now()');
  const gone = await db.query<{ file_key: string; ext: string }>(
    `DELETE FROM media_assets WHERE post_id IS NULL AND created_at < now() - make_interval(secs => $1)
     RETURNING file_key, ext`,
    [UPLOAD_TOKEN_SECONDS],
  );
  await Promise.all(gone.map((asset) => files.remove(asset.file_key, asset.ext)));
  const token = randomBytes(24).toString('hex');
  await db.query(
    `INSERT INTO upload_tokens (token, site_id, member_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token, siteId, memberId, UPLOAD_TOKEN_SECONDS],
  );
  return token;
}

/** The member an unexpired upload token was issued to, on that site. */
export async function uploadTokenOwner(db: Queryable, siteId: number, token: string): Promise<number | undefined> {
  if (!/^[0-9a-f]{48}$/.test(token)) return undefined;
  const [row] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM upload_tokens WHERE token = $1 AND site_id = $2 AND expires_at > now()',
    [token, siteId],
  );
  return row?.member_id;
}

/** Stores an upload's bytes in the uploads folder and describes it here, under an unguessable name. */
export async function storeAsset(
  db: Queryable,
  files: PictureFiles,
  input: { siteId: number; memberId: number; mime: string; ext: string; bytes: Buffer },
) {
  const key = newFileKey();
  await files.write(key, input.ext, input.bytes);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO media_assets (site_id, member_id, mime, ext, file_key, size) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id`,
    [input.siteId, input.memberId, input.mime, input.ext, key, input.bytes.length],
  );
  return { id: row!.id, key };
}

/** The state of a member's uploads: uploaded or done, and attached or not. */
export async function assetStates(db: Queryable, siteId: number, memberId: number, ids: number[]) {
  return db.query<{ id: number; ext: string; file_key: string; done: boolean; attached: boolean }>(
    `SELECT id, ext, file_key, done, post_id IS NOT NULL AS attached FROM media_assets
     WHERE id = ANY($1::int[]) AND site_id = $2 AND member_id = $3 ORDER BY id`,
    [ids, siteId, memberId],
  );
}

/** Marks a member's upload done (ready to be attached); false when it is not theirs. */
export async function markAssetDone(db: Queryable, siteId: number, memberId: number, id: number) {
  const rows = await db.query<{ ext: string; file_key: string }>(
    'UPDATE media_assets SET done = true WHERE id = $1 AND site_id = $2 AND member_id = $3 RETURNING ext, file_key',
    [id, siteId, memberId],
  );
  return rows[0];
}

/** An upload by its name: its type, whether a post carries it, and its bytes. */
export async function readAsset(db: Queryable, files: PictureFiles, key: string, ext: string) {
  const [row] = await db.query<{ mime: string; posted: boolean; bytes: Uint8Array | null }>(
    'SELECT mime, post_id IS NOT NULL AS posted, bytes FROM media_assets WHERE file_key = $1 AND ext = $2',
    [key, ext],
  );
  return files.picture(row, key, ext);
}

/** A moment of the site's friends circle with its author, likes and comments, or undefined. */
export async function getMoment(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<{
    id: number;
    member_id: number;
    nickname: string;
    avatar: string;
    content: string;
    pics: string[];
    publish_time: Date;
    praise_count: number;
    comments: { name: string; content: string }[];
  }>(
    `SELECT o.*, m.nickname, m.avatar FROM moments o JOIN members m ON m.id = o.member_id
     WHERE o.site_id = $1 AND o.id = $2 AND o.status = 1`,
    [siteId, id],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.member_id,
    userName: row.nickname,
    userAvatar: row.avatar,
    content: row.content,
    pics: row.pics,
    publishTime: formatPlatformTime(row.publish_time),
    praiseCount: row.praise_count,
    comments: row.comments,
  };
}

/**
 * A member's public profile: name, avatar, their posts and moments (newest first, 20 of each), or
 * undefined when the site has no such member.
 */
export async function getMemberProfile(db: Queryable, siteId: number, id: number) {
  const [member] = await db.query<{ id: number; nickname: string; avatar: string; created_at: Date }>(
    'SELECT id, nickname, avatar, created_at FROM members WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  if (!member) return undefined;
  const posts = await db.query<PostRow>(
    `${POST_SELECT} WHERE p.site_id = $1 AND p.member_id = $2 AND p.status = 1
     ORDER BY p.publish_time DESC, p.id DESC LIMIT $3`,
    [siteId, id, PAGE_SIZE],
  );
  const moments = await db.query<{ id: number; content: string; pics: string[]; publish_time: Date }>(
    `SELECT id, content, pics, publish_time FROM moments WHERE site_id = $1 AND member_id = $2 AND status = 1
     ORDER BY publish_time DESC, id DESC LIMIT $3`,
    [siteId, id, PAGE_SIZE],
  );
  return {
    nickname: member.nickname,
    avatar: member.avatar,
    joinTime: formatPlatformTime(member.created_at),
    posts: posts.map(postAnswer),
    moments: moments.map((moment) => ({
      id: moment.id,
      content: moment.content,
      pics: moment.pics,
      publishTime: formatPlatformTime(moment.publish_time),
    })),
  };
}
