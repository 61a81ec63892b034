/**
 * Points (integralShop, 积分明细): a member earns points by the site's rules, each with its score and a
 * daily limit of awards; a rule paid per object (reading an article) pays once per object a day. An award
 * stores its record and raises the member's counter for the rule and day by a conditional upsert in one
 * transaction: a counter at its limit refuses the award and nothing is stored, so concurrent awards never
 * pass a limit (PGlite and PostgreSQL). Days are the newspaper's (UTC+8), as every platform time.
 */
import type { Db, Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

export interface ScoreRule {
  score: number;
  /** Awards a day (0: no limit). */
  perDay: number;
  /** Paid once per object a day; the award names its object. */
  perObject: boolean;
  /** Awarded by the platform itself (an invite), never asked for by a client's addScore. */
  internal: boolean;
  /** What the record says, in the newspaper's language. */
  text: string;
}

export const SCORE_RULES = {
  signIn: { score: 5, perDay: 1, perObject: false, internal: false, text: '每日签到' },
  read: { score: 1, perDay: 10, perObject: true, internal: false, text: '阅读文章' },
  share: { score: 2, perDay: 5, perObject: true, internal: false, text: '分享文章' },
  invite: { score: 20, perDay: 0, perObject: true, internal: true, text: '邀请好友' },
  invited: { score: 10, perDay: 0, perObject: false, internal: true, text: '填写邀请码' },
} as const satisfies Record<string, ScoreRule>;

export type ScoreRuleName = keyof typeof SCORE_RULES;

export const SCORE_REFUSALS = {
  unknownRule: { status: 400, text: '未知的积分规则' },
  noObject: { status: 400, text: '缺少积分对象' },
  unknownObject: { status: 404, text: '积分对象不存在' },
  signedIn: { status: 4311, text: '今日已签到' },
  dayLimit: { status: 4312, text: '今日该项积分已达上限' },
  objectDone: { status: 4313, text: '该内容今日已获得积分' },
} as const;

export type ScoreRefusal = keyof typeof SCORE_REFUSALS;

export const SCORE_PAGE_SIZE = 20;

export function isScoreRule(name: string): name is ScoreRuleName {
  return Object.prototype.hasOwnProperty.call(SCORE_RULES, name);
}

/** The newspaper's day of a moment: 2026-11-26. */
export function scoreDay(now: Date): string {
  return formatPlatformTime(now).slice(0, 10);
}

/** Thrown by awardIn when a rule refuses an award: the caller's transaction rolls back. */
export class ScoreRefused extends Error {
  constructor(readonly refusal: ScoreRefusal) {
    super(SCORE_REFUSALS[refusal].text);
  }
}

/**
 * Awards a rule's points to a member inside the caller's transaction: the record's id and the points;
 * throws ScoreRefused when the rule refuses (the caller's transaction then stores nothing).
 */
export async function awardIn(tx: Queryable, memberId: number, rule: ScoreRuleName, objectId: string, now: Date) {
  const spec: ScoreRule = SCORE_RULES[rule];
  if (spec.perObject && !objectId) throw new ScoreRefused('noObject');
  const day = scoreDay(now);
  const [record] = await tx.query<{ id: number }>(
    `INSERT INTO score_records (member_id, rule, object_id, score, day, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, rule, day, object_id) WHERE object_id <> '' DO NOTHING RETURNING id`,
    [memberId, rule, spec.perObject ? objectId : '', spec.score, day, now],
  );
  if (!record) throw new ScoreRefused('objectDone');
  if (spec.perDay) {
    const [raised] = await tx.query<{ awards: number }>(
      `INSERT INTO score_days (member_id, rule, day, awards) VALUES ($1, $2, $3, 1)
       ON CONFLICT (member_id, rule, day) DO UPDATE SET awards = score_days.awards + 1
       WHERE score_days.awards < $4 RETURNING awards`,
      [memberId, rule, day, spec.perDay],
    );
    if (!raised) throw new ScoreRefused(rule === 'signIn' ? 'signedIn' : 'dayLimit');
  }
  return { id: record.id, score: spec.score };
}

/** Awards a rule's points in a transaction of its own: the points, or why not (nothing stored then). */
export async function awardScore(
  db: Db,
  memberId: number,
  rule: ScoreRuleName,
  objectId: string,
  now: Date,
): Promise<{ id: number; score: number } | { refused: ScoreRefusal }> {
  try {
    return await db.transaction((tx) => awardIn(tx, memberId, rule, objectId, now));
  } catch (error) {
    if (error instanceof ScoreRefused) return { refused: error.refusal };
    throw error;
  }
}

/** The member's points: all of them, the day's, and the rules already used up today. */
export async function scoreTotals(db: Queryable, memberId: number, now: Date) {
  const day = scoreDay(now);
  const [totals] = await db.query<{ total: number; today: number }>(
    `SELECT coalesce(sum(score), 0)::int AS total, coalesce(sum(score) FILTER (WHERE day = $2), 0)::int AS today
     FROM score_records WHERE member_id = $1`,
    [memberId, day],
  );
  const used = await db.query<{ rule: string; awards: number }>(
    'SELECT rule, awards FROM score_days WHERE member_id = $1 AND day = $2',
    [memberId, day],
  );
  const awards = Object.fromEntries(used.map((row) => [row.rule, row.awards]));
  return {
    date: day,
    total: totals?.total ?? 0,
    dayTotal: totals?.today ?? 0,
    signedIn: (awards.signIn ?? 0) >= SCORE_RULES.signIn.perDay,
    signInScore: SCORE_RULES.signIn.score,
  };
}

/** A page of the member's score records, newest first. */
export async function scoreRecords(db: Queryable, memberId: number, page: number) {
  const rows = await db.query<{ id: number; rule: string; score: number; created_at: Date }>(
    `SELECT id, rule, score, created_at FROM score_records WHERE member_id = $1
     ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, SCORE_PAGE_SIZE + 1, page * SCORE_PAGE_SIZE],
  );
  return {
    list: rows.slice(0, SCORE_PAGE_SIZE).map((row) => ({
      id: row.id,
      rule: row.rule,
      score: row.score,
      text: isScoreRule(row.rule) ? SCORE_RULES[row.rule].text : row.rule,
      createTime: formatPlatformTime(row.created_at),
    })),
    page,
    hasMore: rows.length > SCORE_PAGE_SIZE,
  };
}
