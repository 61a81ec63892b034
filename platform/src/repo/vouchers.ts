/**
 * Vouchers of activities: a registration's code is its voucher, redeemed once at one of the voucher's
 * shops before it expires, by its holder (logged in) or by that shop (its token). The redemption is an
 * insert keyed by the code, so two redemptions at once store one and the other reads 该券已核销.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';

export interface VoucherRow {
  activity_id: number;
  title: string;
  description: string;
  shops: { site: string; name: string }[];
  valid_until: Date;
  verify_url: string;
}

export const REDEMPTION_REFUSALS = {
  noVoucher: { status: 404, text: '券不存在' },
  loginRequired: { status: 401, text: '请先登录' },
  notYours: { status: 403, text: '无权核销此券' },
  wrongShop: { status: 400, text: '该门店不能核销此券' },
  redeemed: { status: 4306, text: '该券已核销' },
  expired: { status: 4307, text: '券已过期' },
} as const;

export type RedemptionRefusal = keyof typeof REDEMPTION_REFUSALS;

export async function getVoucher(db: Queryable, siteId: number, activityId: number): Promise<VoucherRow | undefined> {
  const [row] = await db.query<VoucherRow>(
    `SELECT v.* FROM activity_vouchers v JOIN activities a ON a.id = v.activity_id
     WHERE a.site_id = $1 AND a.id = $2 AND a.published`,
    [siteId, activityId],
  );
  return row;
}

/** How long a shop's token lasts (a shop's device is signed in for a working season). */
export const SHOP_TOKEN_DAYS = 90;

export async function issueShopToken(db: Queryable, siteId: number, shopSite: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    'INSERT INTO shop_tokens (token, site_id, shop_site, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))',
    [token, siteId, shopSite, SHOP_TOKEN_DAYS],
  );
  return token;
}

/** The shop a token speaks for on a site, if it is one of ours and has not expired. */
export async function shopOfToken(db: Queryable, siteId: number, token: string): Promise<string | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ shop_site: string }>(
    'SELECT shop_site FROM shop_tokens WHERE token = $1 AND site_id = $2 AND expires_at > now()',
    [token, siteId],
  );
  return row?.shop_site;
}

/** The member who holds a registration's code, if the code is the activity's. */
export async function holderOf(db: Queryable, activityId: number, registCode: string): Promise<number | undefined> {
  const [row] = await db.query<{ member_id: number }>(
    'SELECT member_id FROM activity_registrations WHERE activity_id = $1 AND regist_code = $2',
    [activityId, registCode],
  );
  return row?.member_id;
}

/** The vouchers of an activity's registrations: one by its code, or a member's. */
export async function vouchersOf(db: Queryable, activityId: number, by: { registCode: string } | { memberId: number }) {
  const rows = await db.query<{
    member_id: number;
    regist_code: string;
    answers: Record<string, string>;
    shop_site: string | null;
    redeemed_at: Date | null;
  }>(
    `SELECT r.member_id, r.regist_code, r.answers, d.shop_site, d.redeemed_at FROM activity_registrations r
     LEFT JOIN voucher_redemptions d ON d.regist_code = r.regist_code
     WHERE r.activity_id = $1 AND ${'registCode' in by ? 'r.regist_code = $2' : 'r.member_id = $2'}
     ORDER BY r.created_at, r.id`,
    [activityId, 'registCode' in by ? by.registCode : by.memberId],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    registCode: row.regist_code,
    holder: row.answers.name ?? '',
    status: row.redeemed_at ? 1 : 0,
    shopSite: row.shop_site ?? '',
    redeemedAt: row.redeemed_at ? formatPlatformTime(row.redeemed_at) : '',
  }));
}

export function voucherAnswer(row: VoucherRow) {
  return {
    title: row.title,
    description: row.description,
    shops: row.shops,
    validUntil: formatPlatformTime(row.valid_until),
  };
}

/** Redeems a registration's voucher at a shop: when, or why not (nothing stored then). */
export async function redeem(
  db: Queryable,
  voucher: VoucherRow,
  registCode: string,
  shopSite: string,
  now: Date,
): Promise<{ redeemedAt: Date } | { refused: RedemptionRefusal }> {
  if (!voucher.shops.some((shop) => shop.site === shopSite)) return { refused: 'wrongShop' };
  if (now > voucher.valid_until) return { refused: 'expired' };
  const [registration] = await db.query<{ regist_code: string }>(
    'SELECT regist_code FROM activity_registrations WHERE activity_id = $1 AND regist_code = $2',
    [voucher.activity_id, registCode],
  );
  if (!registration) return { refused: 'noVoucher' };
  const [stored] = await db.query<{ redeemed_at: Date }>(
    `INSERT INTO voucher_redemptions (regist_code, shop_site) VALUES ($1, $2)
     ON CONFLICT (regist_code) DO NOTHING RETURNING redeemed_at`,
    [registCode, shopSite],
  );
  return stored ? { redeemedAt: stored.redeemed_at } : { refused: 'redeemed' };
}
