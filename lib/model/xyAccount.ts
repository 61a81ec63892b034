/**
 * Media accounts (spec §4): unusable, shown as empty, when their status (xyStatus) is 1 or 4, they are
 * forbidden (xyForbidden 1), or their id (xyID) is not positive.
 */
export interface XyFlags {
  id: number;
  status: number;
  forbidden: number;
}

export const UNUSABLE_XY_STATUSES = [1, 4];

export function isUsableXyAccount(account: XyFlags | null | undefined): boolean {
  if (!account) return false;
  return account.id > 0 && !UNUSABLE_XY_STATUSES.includes(account.status) && account.forbidden !== 1;
}
