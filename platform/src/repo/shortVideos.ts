/** Short videos (短视频, {mvod}): a video with its file, category, share info, the newest list and events. */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

interface VideoRow {
  id: number;
  category_id: number;
  title: string;
  description: string;
  author: string;
  avatar: string;
  cover: string;
  url: string;
  width: number;
  height: number;
  duration: number;
  publish_time: Date;
  forbid_share: number;
  lang: string;
  play_count: number;
  praise_count: number;
}

function videoAnswer(row: VideoRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    author: row.author,
    avatar: row.avatar,
    cover: row.cover,
    categoryId: row.category_id,
    duration: row.duration,
    publishTime: formatPlatformTime(row.publish_time),
    playCount: row.play_count,
    praiseCount: row.praise_count,
    lang: row.lang,
  };
}

async function publishedRow(db: Queryable, siteId: number, id: number): Promise<VideoRow | undefined> {
  const [row] = await db.query<VideoRow>('SELECT * FROM mvod_videos WHERE site_id = $1 AND id = $2 AND status = 1', [
    siteId,
    id,
  ]);
  return row;
}

/** A site's published short video, or undefined (withdrawn, another site's, none). */
export async function getShortVideo(db: Queryable, siteId: number, id: number) {
  const row = await publishedRow(db, siteId, id);
  return row ? videoAnswer(row) : undefined;
}

/** The video's files: one HLS stream with its size, length and cover. */
export async function getShortVideoAttach(db: Queryable, siteId: number, id: number) {
  const row = await publishedRow(db, siteId, id);
  if (!row) return undefined;
  return {
    list: [
      { type: 'video', url: row.url, width: row.width, height: row.height, duration: row.duration, cover: row.cover },
    ],
  };
}

export async function getShortVideoCategory(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<{ id: number; name: string; node_code: string }>(
    'SELECT * FROM mvod_categories WHERE site_id = $1 AND id = $2',
    [siteId, id],
  );
  return row ? { id: row.id, name: row.name, nodeCode: row.node_code } : undefined;
}

/** What a share of the video carries (spec §3 Share). */
export async function getShortVideoShareInfo(db: Queryable, siteId: number, id: number) {
  const row = await publishedRow(db, siteId, id);
  if (!row) return undefined;
  return {
    title: row.title,
    desc: row.description,
    imgUrl: row.cover,
    url: `{web}/mvodShare/${row.id}.html`,
    forbidShare: row.forbid_share,
    article_id: row.id,
  };
}

/** Published videos of a node (and a category, when given), newest first. */
export async function listShortVideos(
  db: Queryable,
  siteId: number,
  { nodeCode, page, size, categoryId }: { nodeCode: string; page: number; size: number; categoryId?: number },
) {
  const filters = ['v.site_id = $1', 'v.status = 1', 'c.node_code = $2'];
  const values: unknown[] = [siteId, nodeCode];
  if (categoryId) {
    values.push(categoryId);
    filters.push(`v.category_id = $${values.length}`);
  }
  const where = filters.join(' AND ');
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM mvod_videos v JOIN mvod_categories c ON c.id = v.category_id WHERE ${where}`,
    values,
  );
  const rows = await db.query<VideoRow>(
    `SELECT v.* FROM mvod_videos v JOIN mvod_categories c ON c.id = v.category_id WHERE ${where}
     ORDER BY v.publish_time DESC, v.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, size, (page - 1) * size],
  );
  return { list: rows.map(videoAnswer), total, page, size };
}

/** Event types of the mvod event call. */
export const MVOD_EVENTS = { praise: 1, play: 3 } as const;

/**
 * Records a reader's event: a play or a like counts once per reader (the first one), whatever the number
 * of taps or concurrent calls. Answers the video's counts, or undefined when it is not published.
 */
export async function recordShortVideoEvent(
  db: Queryable,
  siteId: number,
  id: number,
  eventType: (typeof MVOD_EVENTS)[keyof typeof MVOD_EVENTS],
  /** Who, counted once; undefined: answered, not counted (past the address's limit). */
  reader: string | undefined,
) {
  if (!(await publishedRow(db, siteId, id))) return undefined;
  const inserted = reader
    ? await db.query(
        'INSERT INTO mvod_events (video_id, event_type, reader) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1',
        [id, eventType, reader],
      )
    : [];
  const counter = eventType === MVOD_EVENTS.play ? 'play_count' : 'praise_count';
  const [row] = inserted.length
    ? await db.query<{ play_count: number; praise_count: number }>(
        `UPDATE mvod_videos SET ${counter} = ${counter} + 1 WHERE id = $1 RETURNING play_count, praise_count`,
        [id],
      )
    : await db.query<{ play_count: number; praise_count: number }>(
        'SELECT play_count, praise_count FROM mvod_videos WHERE id = $1',
        [id],
      );
  return { playCount: row!.play_count, praiseCount: row!.praise_count, counted: inserted.length > 0 };
}
