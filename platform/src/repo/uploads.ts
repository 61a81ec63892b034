/**
 * Comment pictures (uploadImage): described here, their bytes in the uploads folder (../pictureFiles.ts).
 * Each has an unguessable name; until a comment posts it, its address is its owner's alone (answered
 * private, no-store), and one never posted is dropped after a day. A member uploads so many pictures an
 * hour and so many bytes a day (comments' and circles' together: uploadQuotaRefusal).
 */
import type { Queryable } from '../db';
import type { PictureFiles } from '../pictureFiles';
import { RATES, withinRate } from './rateLimits';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** An upload's whole body: the picture and its few fields (its route's bodyLimit). */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
export const UNPOSTED_UPLOAD_HOURS = 24;

/** Why a member may not upload `size` more bytes now, or undefined (the try is counted either way). */
export async function uploadQuotaRefusal(
  db: Queryable,
  memberId: number,
  size: number,
): Promise<'tooMany' | 'tooMuch' | undefined> {
  if (!(await withinRate(db, `uploads:${memberId}`, RATES.uploads))) return 'tooMany';
  if (!(await withinRate(db, `upload-bytes:${memberId}`, RATES.uploadBytes, Date.now(), size))) return 'tooMuch';
  return undefined;
}

export async function storeUpload(
  db: Queryable,
  files: PictureFiles,
  input: { memberId: number; name: string; mime: string; ext: string; key: string; bytes: Buffer },
): Promise<number> {
  await dropUnposted(db, files);
  await files.write(input.key, input.ext, input.bytes);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO uploads (member_id, name, mime, ext, file_key, size) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.memberId, input.name.slice(0, 120), input.mime, input.ext, input.key, input.bytes.length],
  );
  return row!.id;
}

/** How many of these uploads (by name) exist and are this member's. */
export async function countOwnUploads(db: Queryable, memberId: number, keys: string[]): Promise<number> {
  const [row] = await db.query<{ owned: number }>(
    'SELECT count(*)::int AS owned FROM uploads WHERE file_key = ANY($1::text[]) AND member_id = $2',
    [keys, memberId],
  );
  return row?.owned ?? 0;
}

/** Marks the member's own uploads posted (a comment names them): how many of `keys` were theirs. */
export async function postOwnUploads(db: Queryable, memberId: number, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  const rows = await db.query(
    'UPDATE uploads SET posted = true WHERE file_key = ANY($1::text[]) AND member_id = $2 RETURNING id',
    [keys, memberId],
  );
  return rows.length;
}

/** An upload by its name: its type, whether it was posted, and its bytes. */
export async function readUpload(db: Queryable, files: PictureFiles, key: string, ext: string) {
  const [row] = await db.query<{ mime: string; posted: boolean; bytes: Uint8Array | null }>(
    'SELECT mime, posted, bytes FROM uploads WHERE file_key = $1 AND ext = $2',
    [key, ext],
  );
  return files.picture(row, key, ext);
}

/** Uploads no comment posted within a day: their rows and their files go. */
async function dropUnposted(db: Queryable, files: PictureFiles): Promise<void> {
  const gone = await db.query<{ file_key: string; ext: string }>(
    `DELETE FROM uploads WHERE NOT posted AND created_at < now() - make_interval(hours => $1) RETURNING file_key, ext`,
    [UNPOSTED_UPLOAD_HOURS],
  );
  await Promise.all(gone.map((row) => files.remove(row.file_key, row.ext)));
}
