/** Tip-offs (报料) and submissions (投稿) with the calls for submissions (征稿) they answer. */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';
import { PAGE_SIZE } from './content';

interface Attached {
  pics: string[];
  videos: { url: string; poster: string; duration: number }[];
  audios: { url: string; title: string; duration: number }[];
}

/** A site's tip-off with its attachments and the newsroom's reply, or undefined. */
export async function getTipoff(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<
    Attached & {
      id: number;
      title: string;
      content: string;
      author: string;
      created_at: Date;
      status: number;
      reply: string;
      lang: string;
    }
  >('SELECT * FROM tipoffs WHERE site_id = $1 AND id = $2', [siteId, id]);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    userName: row.author,
    pics: row.pics,
    videos: row.videos,
    audios: row.audios,
    createTime: formatPlatformTime(row.created_at),
    status: row.status,
    reply: row.reply,
    lang: row.lang,
  };
}

interface SubmissionRow extends Attached {
  id: number;
  call_id: number | null;
  title: string;
  content: string;
  author: string;
  created_at: Date;
  status: number;
  lang: string;
}

function submissionAnswer(row: SubmissionRow) {
  return {
    id: row.id,
    callId: row.call_id ?? 0,
    title: row.title,
    content: row.content,
    userName: row.author,
    pics: row.pics,
    videos: row.videos,
    audios: row.audios,
    createTime: formatPlatformTime(row.created_at),
    status: row.status,
    lang: row.lang,
  };
}

/** A site's submission with the call it answers (null when sent on its own), or undefined. */
export async function getSubmission(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<SubmissionRow>('SELECT * FROM submissions WHERE site_id = $1 AND id = $2', [siteId, id]);
  if (!row) return undefined;
  const [call] = row.call_id
    ? await db.query<{ id: number; title: string; description: string; pic: string; ends_at: Date }>(
        'SELECT * FROM seek_calls WHERE id = $1',
        [row.call_id],
      )
    : [];
  return {
    ...submissionAnswer(row),
    call: call
      ? {
          id: call.id,
          title: call.title,
          description: call.description,
          pic: call.pic,
          endTime: formatPlatformTime(call.ends_at),
        }
      : null,
  };
}

/** A call's submissions, newest first, 20 a page; with `author`, only that author's. */
export async function listSubmissions(db: Queryable, siteId: number, callId: number, page: number, author?: string) {
  const rows = await db.query<SubmissionRow>(
    `SELECT * FROM submissions WHERE site_id = $1 AND call_id = $2 ${author ? 'AND author = $5' : ''}
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    author
      ? [siteId, callId, PAGE_SIZE + 1, page * PAGE_SIZE, author]
      : [siteId, callId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(submissionAnswer), hasMore: rows.length > PAGE_SIZE };
}
