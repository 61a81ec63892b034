/**
 * Invite codes (invite, shareinvite, invitedToDownload): each member has one code, made the first time
 * they ask; another member uses it once, ever (the use is keyed by the invitee), and both earn points
 * (rules invite and invited) in the same transaction: a refused award stores no use either.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db';
import { formatPlatformTime } from '../envelope';
import { awardIn, SCORE_RULES, ScoreRefused } from './points';

/** Six characters a reader can type from a picture: no 0/O, 1/I/L. */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE = /^[A-Z0-9]{4,12}$/;
export const INVITE_CODE_LENGTH = 6;

export const INVITE_REFUSALS = {
  noCode: { status: 400, text: '请输入邀请码' },
  unknown: { status: 404, text: '邀请码不存在' },
  own: { status: 4321, text: '不能填写自己的邀请码' },
  used: { status: 4322, text: '您已填写过邀请码' },
} as const;

export type InviteRefusal = keyof typeof INVITE_REFUSALS;

/** The invite config (getInviteConfig): what each side earns and the rules shown to readers. */
export function inviteConfig() {
  const inviter = SCORE_RULES.invite.score;
  const invitee = SCORE_RULES.invited.score;
  return {
    inviterScore: inviter,
    inviteeScore: invitee,
    msg: `下载澜海日报客户端，注册后填写我的邀请码，你我各得积分`,
    rules: [
      `好友注册后在“邀请码”页填写你的邀请码，你得 ${inviter} 积分，好友得 ${invitee} 积分。`,
      '每位读者只能填写一次邀请码，不能填写自己的邀请码。',
      '积分可在“积分明细”查看。',
    ],
  };
}

export interface InviteOwner {
  member_id: number;
  code: string;
  nickname: string;
  avatar: string;
}

function newCode(): string {
  return Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

/** The member's code, made on first ask (a clash with another member's retries with a new one). */
export async function inviteCodeOf(db: Queryable, memberId: number): Promise<string> {
  for (;;) {
    const [row] = await db.query<{ code: string }>(
      `WITH made AS (INSERT INTO invite_codes (member_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code)
       SELECT code FROM made UNION ALL SELECT code FROM invite_codes WHERE member_id = $1`,
      [memberId, newCode()],
    );
    if (row) return row.code;
  }
}

/** A code's owner on a site, or undefined. */
export async function inviteOwner(db: Queryable, siteId: number, code: string): Promise<InviteOwner | undefined> {
  if (!INVITE_CODE.test(code)) return undefined;
  const [row] = await db.query<InviteOwner>(
    `SELECT c.member_id, c.code, m.nickname, m.avatar FROM invite_codes c JOIN members m ON m.id = c.member_id
     WHERE c.code = $1 AND m.site_id = $2`,
    [code, siteId],
  );
  return row;
}

export const ownerAnswer = (owner: InviteOwner) => ({
  code: owner.code,
  msg: inviteConfig().msg,
  member: { userid: owner.member_id, nickname: owner.nickname, head: owner.avatar },
});

/** A member uses another's code: the points each earned, or why not (nothing stored then). */
export async function useInviteCode(
  db: Db,
  siteId: number,
  inviteeId: number,
  code: string,
  now: Date,
): Promise<{ inviter: InviteOwner; score: number } | { refused: InviteRefusal }> {
  if (!code) return { refused: 'noCode' };
  const owner = await inviteOwner(db, siteId, code);
  if (!owner) return { refused: 'unknown' };
  if (owner.member_id === inviteeId) return { refused: 'own' };
  try {
    return await db.transaction(async (tx) => {
      const [use] = await tx.query<{ invitee_id: number }>(
        `INSERT INTO invite_uses (invitee_id, inviter_id, code, used_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (invitee_id) DO NOTHING RETURNING invitee_id`,
        [inviteeId, owner.member_id, code, now],
      );
      if (!use) throw new InviteRefused('used');
      await awardIn(tx, owner.member_id, 'invite', String(inviteeId), now);
      const award = await awardIn(tx, inviteeId, 'invited', '', now);
      return { inviter: owner, score: award.score };
    });
  } catch (error) {
    if (error instanceof InviteRefused) return { refused: error.refusal };
    // an award refused (it cannot be, with these rules): the use is not stored either
    if (error instanceof ScoreRefused) return { refused: 'used' };
    throw error;
  }
}

class InviteRefused extends Error {
  constructor(readonly refusal: InviteRefusal) {
    super(refusal);
  }
}

/** Who used the member's code (newest first, at most 100) and the code the member used, if any. */
export async function inviteRecord(db: Queryable, memberId: number) {
  const invited = await db.query<{ id: number; nickname: string; avatar: string; used_at: Date }>(
    `SELECT m.id, m.nickname, m.avatar, u.used_at FROM invite_uses u JOIN members m ON m.id = u.invitee_id
     WHERE u.inviter_id = $1 ORDER BY u.used_at DESC, u.invitee_id DESC LIMIT 100`,
    [memberId],
  );
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM invite_uses WHERE inviter_id = $1',
    [memberId],
  );
  const [used] = await db.query<{ code: string; nickname: string; used_at: Date }>(
    `SELECT u.code, m.nickname, u.used_at FROM invite_uses u JOIN members m ON m.id = u.inviter_id
     WHERE u.invitee_id = $1`,
    [memberId],
  );
  return {
    total: total?.count ?? 0,
    list: invited.map((row) => ({
      userid: row.id,
      nickname: row.nickname,
      head: row.avatar,
      usedAt: formatPlatformTime(row.used_at),
    })),
    usedCode: used ? { code: used.code, nickname: used.nickname, usedAt: formatPlatformTime(used.used_at) } : null,
  };
}
