/**
 * Limits the spec puts on some answers (§7 "Behaviour on answers", §9): activity entries keep the first 8;
 * the media-account rank keeps the first 20, and media-account dynamics have more when 10 or more came.
 */
export const ACTIVITY_ENTRIES_SHOWN = 8;
export const XY_RANK_MAX = 20;
export const XY_DYNAMICS_PAGE_HINT = 10;
/** Several lists show "more" only when the loaded count is a multiple of 20 (§4). */
export const PAGE_MORE_MULTIPLE = 20;

export function firstActivityEntries<T>(entries: T[]): T[] {
  return entries.slice(0, ACTIVITY_ENTRIES_SHOWN);
}

export function topOfRank<T>(rank: T[]): T[] {
  return rank.slice(0, XY_RANK_MAX);
}

export function dynamicsHaveMore(lastPageLength: number): boolean {
  return lastPageLength >= XY_DYNAMICS_PAGE_HINT;
}

/** "More" is offered only when the loaded count is a non-zero multiple of 20. */
export function moreByMultiple(loaded: number): boolean {
  return loaded > 0 && loaded % PAGE_MORE_MULTIPLE === 0;
}
