/** Dynamics (动态): short posts with pictures or videos, of a media account or a reporter. */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

/** Dynamics come 10 a page: a client shows "more" when 10 or more came back (spec §9). */
export const DYNAMIC_PAGE_SIZE = 10;

export type DynamicOwner = 'xy' | 'reporter';

export interface DynamicRow {
  id: number;
  owner_kind: DynamicOwner;
  owner_id: number;
  content: string;
  pics: { url: string; width?: number; height?: number }[];
  videos: { url: string; poster?: string; duration?: number }[];
  publish_time: Date;
  lang: string;
}

export function dynamicAnswer(row: DynamicRow) {
  return {
    id: row.id,
    content: row.content,
    pics: row.pics,
    videos: row.videos,
    publishtime: formatPlatformTime(row.publish_time),
    lang: row.lang,
  };
}

/** The published dynamics of one account or reporter, newest first, 10 a page. */
export async function listDynamics(db: Queryable, owner: DynamicOwner, ownerId: number, page: number) {
  const rows = await db.query<DynamicRow>(
    `SELECT * FROM dynamics WHERE owner_kind = $1 AND owner_id = $2 AND status = 1
     ORDER BY publish_time DESC, id DESC LIMIT $3 OFFSET $4`,
    [owner, ownerId, DYNAMIC_PAGE_SIZE, page * DYNAMIC_PAGE_SIZE],
  );
  return rows.map(dynamicAnswer);
}
