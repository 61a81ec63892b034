/**
 * Activities readers sign up for: the activity with its asked fields, its entries, and the registrations.
 * A registration takes a place in the same transaction that stores it, by a row update that succeeds only
 * while places are left, so concurrent sign-ups never exceed the places (on PGlite and PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

/** A field the activity asks for: text, a mobile number (11 digits) or a whole number. */
export interface ActivityField {
  name: string;
  label: string;
  kind: 'text' | 'phone' | 'number';
  required: boolean;
  /** The longest text accepted, in characters. */
  max?: number;
  /** A number field saying how many people the registration is for: it takes that many places (1 to 20). */
  headcount?: boolean;
}

/** The most people one registration may be for. */
export const MAX_HEADCOUNT = 20;

/** How many places a registration's answers take: its headcount field's number, else one. */
export function placesTaken(fields: ActivityField[], answers: Record<string, string>): number {
  const field = fields.find((f) => f.headcount);
  return field && answers[field.name] ? Number(answers[field.name]) : 1;
}

export interface ActivityRow {
  id: number;
  site_id: number;
  title: string;
  summary: string;
  content: string;
  pic: string;
  address: string;
  organizer: string;
  signup_start: Date;
  signup_end: Date;
  start_time: Date;
  end_time: Date;
  places: number;
  taken: number;
  fields: ActivityField[];
  closed: boolean;
}

/** Why a sign-up is refused (platform/API.md "Activities"): the status and the text a reader is shown. */
export const SIGNUP_REFUSALS = {
  notStarted: { status: 4301, text: '报名未开始' },
  over: { status: 4302, text: '报名已结束' },
  full: { status: 4303, text: '名额已满' },
  registered: { status: 4304, text: '您已报名' },
  ended: { status: 4305, text: '活动已结束' },
} as const;

export type SignupRefusal = keyof typeof SIGNUP_REFUSALS;

export async function getActivity(db: Queryable, siteId: number, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.query<ActivityRow>('SELECT * FROM activities WHERE site_id = $1 AND id = $2 AND published', [
    siteId,
    id,
  ]);
  return row;
}

export function activityAnswer(row: ActivityRow) {
  return {
    fileId: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    pic: row.pic,
    address: row.address,
    organizer: row.organizer,
    signupStart: formatPlatformTime(row.signup_start),
    signupEnd: formatPlatformTime(row.signup_end),
    startTime: formatPlatformTime(row.start_time),
    endTime: formatPlatformTime(row.end_time),
    places: row.places,
    taken: row.taken,
    fields: row.fields,
    closed: row.closed ? 1 : 0,
  };
}

export async function listActivities(db: Queryable, siteId: number) {
  const rows = await db.query<ActivityRow>(
    'SELECT * FROM activities WHERE site_id = $1 AND published ORDER BY start_time DESC, id DESC',
    [siteId],
  );
  // the list leaves out what only the detail shows
  return rows.map((row) => {
    const { content: _content, fields: _fields, ...summary } = activityAnswer(row);
    return summary;
  });
}

export async function listEntries(db: Queryable, activityId: number) {
  return db.query<{ id: number; title: string; summary: string; pic: string }>(
    'SELECT id, title, summary, pic FROM activity_entries WHERE activity_id = $1 ORDER BY position, id',
    [activityId],
  );
}

/** Why the activity takes no sign-up at this moment, or undefined when it does. */
export function signupClosedReason(row: ActivityRow, now: Date): SignupRefusal | undefined {
  if (row.closed || now > row.end_time) return 'ended';
  if (now < row.signup_start) return 'notStarted';
  if (now > row.signup_end) return 'over';
  if (row.places > 0 && row.taken >= row.places) return 'full';
  return undefined;
}

/** The answers to the activity's fields, checked: the cleaned values, or the field that is wrong. */
export function checkAnswers(
  fields: ActivityField[],
  input: Record<string, unknown>,
): { answers: Record<string, string> } | { wrong: ActivityField; problem: 'required' | 'invalid' | 'tooLong' } {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    const value = String(input[field.name] ?? '').trim();
    if (!value) {
      if (field.required) return { wrong: field, problem: 'required' };
      continue;
    }
    if (field.kind === 'phone' && !/^1\d{10}$/.test(value)) return { wrong: field, problem: 'invalid' };
    if (field.kind === 'number' && !/^\d{1,6}$/.test(value)) return { wrong: field, problem: 'invalid' };
    if (field.headcount && !(Number(value) >= 1 && Number(value) <= MAX_HEADCOUNT))
      return { wrong: field, problem: 'invalid' };
    if (Array.from(value).length > (field.max ?? 50)) return { wrong: field, problem: 'tooLong' };
    answers[field.name] = value;
  }
  return { answers };
}

class Refused extends Error {
  constructor(readonly reason: SignupRefusal) {
    super(reason);
  }
}

/** A member's registration: stored with its place taken, or the reason it is refused. */
export async function register(
  db: Db,
  activityId: number,
  memberId: number,
  answers: Record<string, string>,
  places = 1,
): Promise<{ registCode: string; createdAt: Date } | { refused: SignupRefusal }> {
  try {
    return await db.transaction(async (tx) => {
      const code = randomBytes(6).toString('hex').toUpperCase();
      const [stored] = await tx.query<{ regist_code: string; created_at: Date }>(
        `INSERT INTO activity_registrations (activity_id, member_id, answers, regist_code) VALUES ($1, $2, $3, $4)
         ON CONFLICT (activity_id, member_id) DO NOTHING RETURNING regist_code, created_at`,
        [activityId, memberId, JSON.stringify(answers), code],
      );
      if (!stored) throw new Refused('registered');
      const [place] = await tx.query<{ taken: number }>(
        'UPDATE activities SET taken = taken + $2 WHERE id = $1 AND (places = 0 OR taken + $2 <= places) RETURNING taken',
        [activityId, places],
      );
      if (!place) throw new Refused('full');
      return { registCode: stored.regist_code, createdAt: stored.created_at };
    });
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    throw error;
  }
}

/** A member's registrations (one activity's, or all), newest first, with their activities. */
export async function memberRegistrations(db: Queryable, siteId: number, memberId: number, activityId?: number) {
  const rows = await db.query<
    ActivityRow & { regist_code: string; answers: Record<string, string>; created_at: Date; voucher: boolean }
  >(
    `SELECT a.*, r.regist_code, r.answers, r.created_at,
       EXISTS (SELECT 1 FROM activity_vouchers v WHERE v.activity_id = a.id) AS voucher
     FROM activity_registrations r
     JOIN activities a ON a.id = r.activity_id
     WHERE a.site_id = $1 AND r.member_id = $2 AND ($3::int IS NULL OR a.id = $3)
     ORDER BY r.created_at DESC, r.id DESC`,
    [siteId, memberId, activityId ?? null],
  );
  return rows.map((row) => ({
    fileId: row.id,
    title: row.title,
    pic: row.pic,
    address: row.address,
    startTime: formatPlatformTime(row.start_time),
    endTime: formatPlatformTime(row.end_time),
    registCode: row.regist_code,
    voucher: row.voucher ? 1 : 0,
    answers: row.fields
      .filter((field) => row.answers[field.name] !== undefined)
      .map((field) => ({ label: field.label, value: row.answers[field.name]! })),
    createdAt: formatPlatformTime(row.created_at),
  }));
}
