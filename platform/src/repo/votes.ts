/**
 * Voting activities: the vote with its themes and options, and ballots held to the vote's rule. A ballot
 * raises the voter's tallies (the whole vote, the day, the option that day) by conditional upserts in one
 * transaction: a tally at its limit refuses the ballot and nothing is stored, so concurrent ballots never
 * pass a limit and every count equals the ballots accepted (PGlite and PostgreSQL).
 */
import type { Db, Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

/** The vote's rule (vs_user_inforule): whether voters log in, and each voter's limits (0: none). */
export interface VoteRule {
  login: boolean;
  total: number;
  perDay: number;
  perOptionPerDay: number;
}

export interface VoteRow {
  id: number;
  site_id: number;
  title: string;
  description: string;
  head_image: string;
  begin_time: Date;
  end_time: Date;
  rule: Partial<VoteRule>;
}

export interface OptionRow {
  id: number;
  vote_id: number;
  theme_id: number;
  number: number;
  name: string;
  pic: string;
  description: string;
  count: number;
  views: number;
}

/** Why a ballot is refused: the text a voter is shown. */
export const BALLOT_REFUSALS = {
  notBegun: '投票尚未开始',
  ended: '投票已结束',
  noOption: '选项不存在',
  login: '请登录后投票',
  total: '您的投票次数已用完',
  day: '今日投票次数已用完',
  optionDay: '今天已为该选项投过票',
} as const;

export type BallotRefusal = keyof typeof BALLOT_REFUSALS;

export function ruleOf(row: VoteRow): VoteRule {
  const number = (value: unknown) => Math.max(0, Math.floor(Number(value ?? 0)) || 0);
  return {
    login: Boolean(row.rule.login),
    total: number(row.rule.total),
    perDay: number(row.rule.perDay),
    perOptionPerDay: number(row.rule.perOptionPerDay),
  };
}

/** 0 not begun, 1 running, 2 ended (isbegin). */
export function voteStage(row: VoteRow, now: Date): 0 | 1 | 2 {
  if (now < row.begin_time) return 0;
  return now > row.end_time ? 2 : 1;
}

export async function getVote(db: Queryable, siteId: number, id: number): Promise<VoteRow | undefined> {
  const [row] = await db.query<VoteRow>('SELECT * FROM votes WHERE site_id = $1 AND id = $2 AND published', [
    siteId,
    id,
  ]);
  return row;
}

export function optionAnswer(row: OptionRow) {
  return {
    vo_id: row.id,
    vo_number: row.number,
    vo_name: row.name,
    vo_pic: row.pic,
    vo_desc: row.description,
    vo_count: row.count,
    vo_views: row.views,
  };
}

/** The info answer's vote: its rule, themes and options (in number order). */
export async function voteInfo(db: Queryable, row: VoteRow) {
  const [themes, options] = await Promise.all([
    db.query<{ id: number; title: string }>('SELECT id, title FROM vote_themes WHERE vote_id = $1 ORDER BY position', [
      row.id,
    ]),
    db.query<OptionRow>('SELECT * FROM vote_options WHERE vote_id = $1 ORDER BY number', [row.id]),
  ]);
  const rule = ruleOf(row);
  return {
    vs_id: row.id,
    vs_title: row.title,
    vs_desc: row.description,
    vs_head_voteimage: row.head_image,
    vs_begintime: formatPlatformTime(row.begin_time),
    vs_endtime: formatPlatformTime(row.end_time),
    vs_user_inforule: { ...rule, login: rule.login ? 1 : 0 },
    vs_votetheme_list: themes.map((theme) => ({
      vt_id: theme.id,
      vt_title: theme.title,
      vt_voteoption_list: options.filter((option) => option.theme_id === theme.id).map(optionAnswer),
    })),
  };
}

/** One option with its rank in the vote (1: most votes); a view is counted when `view`. */
export async function optionInfo(db: Db, voteId: number, optionId: number, view: boolean) {
  const [row] = await db.query<OptionRow & { rank: number }>(
    `${view ? 'WITH viewed AS (UPDATE vote_options SET views = views + 1 WHERE vote_id = $1 AND id = $2) ' : ''}
     SELECT o.*, (SELECT count(*)::int + 1 FROM vote_options p WHERE p.vote_id = o.vote_id AND p.count > o.count) AS rank
     FROM vote_options o WHERE o.vote_id = $1 AND o.id = $2`,
    [voteId, optionId],
  );
  return row ? { ...optionAnswer({ ...row, views: row.views + (view ? 1 : 0) }), vo_rank: row.rank } : undefined;
}

export async function optionsByName(db: Queryable, voteId: number, name: string) {
  const rows = await db.query<OptionRow>(
    `SELECT * FROM vote_options WHERE vote_id = $1 AND (name ILIKE '%' || $2 || '%' OR number::text = $2) ORDER BY number`,
    [voteId, name.replace(/[%_\\]/g, '')],
  );
  return rows.map(optionAnswer);
}

/** A voter's ballots in a vote, per option (the voted flag and stored results after voting). */
export async function votesOf(db: Queryable, voteId: number, voter: string) {
  return db.query<{ optionid: number; count: number }>(
    `SELECT option_id AS optionid, count(*)::int AS count FROM vote_ballots WHERE vote_id = $1 AND voter = $2
     GROUP BY option_id ORDER BY option_id`,
    [voteId, voter],
  );
}

class Refused extends Error {
  constructor(readonly reason: BallotRefusal) {
    super(reason);
  }
}

/** The newsroom's day (Beijing time) of a moment: the per-day limits reset at its midnight. */
export function voteDay(now: Date): string {
  return formatPlatformTime(now).slice(0, 10);
}

/** Casts one ballot, held to the rule: the option's new count, or why it is refused (nothing stored). */
export async function castBallot(
  db: Db,
  vote: VoteRow,
  optionId: number,
  voter: string,
  now: Date,
): Promise<{ count: number } | { refused: BallotRefusal }> {
  const stage = voteStage(vote, now);
  if (stage === 0) return { refused: 'notBegun' };
  if (stage === 2) return { refused: 'ended' };
  const rule = ruleOf(vote);
  const day = voteDay(now);
  const limits: [string, number, BallotRefusal][] = [
    ['total', rule.total, 'total'],
    [`day:${day}`, rule.perDay, 'day'],
    [`option:${optionId}:day:${day}`, rule.perOptionPerDay, 'optionDay'],
  ];
  try {
    return await db.transaction(async (tx) => {
      const [option] = await tx.query<{ id: number }>('SELECT id FROM vote_options WHERE vote_id = $1 AND id = $2', [
        vote.id,
        optionId,
      ]);
      if (!option) throw new Refused('noOption');
      for (const [scope, limit, refusal] of limits) {
        if (!limit) continue;
        const [raised] = await tx.query<{ used: number }>(
          `INSERT INTO vote_tallies (vote_id, voter, scope, used) VALUES ($1, $2, $3, 1)
           ON CONFLICT (vote_id, voter, scope) DO UPDATE SET used = vote_tallies.used + 1 WHERE vote_tallies.used < $4
           RETURNING used`,
          [vote.id, voter, scope, limit],
        );
        if (!raised) throw new Refused(refusal);
      }
      await tx.query('INSERT INTO vote_ballots (vote_id, option_id, voter) VALUES ($1, $2, $3)', [
        vote.id,
        optionId,
        voter,
      ]);
      const [counted] = await tx.query<{ count: number }>(
        'UPDATE vote_options SET count = count + 1 WHERE id = $1 RETURNING count',
        [optionId],
      );
      return { count: counted!.count };
    });
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    throw error;
  }
}
