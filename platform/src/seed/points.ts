/**
 * The demo member of the member centre: a phone login with a password (docs/demo.md), an invite code
 * two demo readers used, and two weeks of points (daily sign-ins, articles read and shared). Times are
 * relative to the seeding; the award of today's sign-in is left for the reader to take.
 */
import type { Queryable } from '../db';
import { hashPassword } from '../routes/login';
import { awardIn, scoreDay, type ScoreRuleName } from '../repo/points';

const DAY = 24 * 3_600_000;

/** The demo member's login and invite code (docs/demo.md, tests). */
export const DEMO_MEMBER = {
  /** A fixed id, far past the seeded readers': the share links of its invite code name it. */
  id: 90001,
  phone: '13800000000',
  password: 'lanhai2026',
  nickname: '澜海读者',
  inviteCode: 'LANHAI',
} as const;

export async function seedPoints(
  tx: Queryable,
  {
    siteId,
    now,
    articleIds,
    avatar,
    inviteeIds,
  }: {
    siteId: number;
    now: Date;
    articleIds: number[];
    avatar: string;
    /** Demo readers who used the demo member's code. */
    inviteeIds: number[];
  },
): Promise<number> {
  const { salt, hash } = await hashPassword(DEMO_MEMBER.password, 'demo-member-salt');
  const [member] = await tx.query<{ id: number }>(
    `INSERT INTO members (id, site_id, phone, nickname, avatar, password_hash, password_salt, created_at)
     VALUES ($8, $1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      siteId,
      DEMO_MEMBER.phone,
      DEMO_MEMBER.nickname,
      avatar,
      hash,
      salt,
      new Date(now.getTime() - 40 * DAY),
      DEMO_MEMBER.id,
    ],
  );
  const memberId = member!.id;
  await tx.query('INSERT INTO invite_codes (member_id, code) VALUES ($1, $2)', [memberId, DEMO_MEMBER.inviteCode]);

  const records: { rule: ScoreRuleName; objectId: string; at: Date }[] = [];
  for (let back = 13; back >= 1; back--) {
    // 08:00 of that day in the newspaper's time: the day's records stay within it, whatever the hour now
    const day = new Date(`${scoreDay(new Date(now.getTime() - back * DAY))}T08:00:00+08:00`);
    if (back % 4 !== 2) records.push({ rule: 'signIn', objectId: '', at: new Date(day.getTime() + 5 * 60_000) });
    const reads = (back * 7) % 5;
    for (let k = 0; k < reads; k++) {
      const article = articleIds[(back * 3 + k) % articleIds.length]!;
      records.push({ rule: 'read', objectId: String(article), at: new Date(day.getTime() + (k + 1) * 40 * 60_000) });
    }
    if (back % 3 === 0)
      records.push({
        rule: 'share',
        objectId: String(articleIds[back % articleIds.length]),
        at: new Date(day.getTime() + 3 * 3_600_000),
      });
  }
  for (const [index, inviteeId] of inviteeIds.entries()) {
    const at = new Date(now.getTime() - (9 - index * 4) * DAY);
    await tx.query('INSERT INTO invite_uses (invitee_id, inviter_id, code, used_at) VALUES ($1, $2, $3, $4)', [
      inviteeId,
      memberId,
      DEMO_MEMBER.inviteCode,
      at,
    ]);
    records.push({ rule: 'invite', objectId: String(inviteeId), at });
    await awardIn(tx, inviteeId, 'invited', '', at);
  }
  for (const record of records) await awardIn(tx, memberId, record.rule, record.objectId, record.at);
  return memberId;
}
