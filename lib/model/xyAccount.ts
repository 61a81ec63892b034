/** Media accounts (spec §4): unusable, shown as empty, when xyStatus is 1 or 4, xyForbidden is 1, or xyID is not positive. */
export interface XyFlags {
  xyID: number;
  xyStatus: number;
  xyForbidden: number;
}

export const UNUSABLE_XY_STATUSES = [1, 4];

export function isUsableXyAccount(account: XyFlags | null | undefined): boolean {
  if (!account) return false;
  return account.xyID > 0 && !UNUSABLE_XY_STATUSES.includes(account.xyStatus) && account.xyForbidden !== 1;
}
