/** A vote's options as a reader sorts them (spec §9: by number, by votes descending, by views descending). */
import type { VoteOption } from '../schemas/vote';

export const VOTE_SORTINGS = ['number', 'votes', 'views'] as const;
export type VoteSorting = (typeof VOTE_SORTINGS)[number];

export function sortOptions(options: readonly VoteOption[], by: VoteSorting): VoteOption[] {
  const key = (option: VoteOption) => (by === 'votes' ? -option.votes : by === 'views' ? -option.views : option.number);
  // ties keep the number order
  return [...options].sort((a, b) => key(a) - key(b) || a.number - b.number);
}

/** Each option's place by votes (an ended vote's result): equal votes share a place, the next one skips. */
export function placesByVotes(options: readonly VoteOption[]): Map<number, number> {
  const places = new Map<number, number>();
  sortOptions(options, 'votes').forEach((option, index, sorted) => {
    const previous = sorted[index - 1];
    places.set(option.id, previous && previous.votes === option.votes ? places.get(previous.id)! : index + 1);
  });
  return places;
}

/** Why the platform refused a ballot (its `reason`), as the reader is told; undefined for anything else. */
export const BALLOT_REASONS = ['notBegun', 'ended', 'noOption', 'login', 'total', 'day', 'optionDay'] as const;
export type BallotReason = (typeof BALLOT_REASONS)[number];

export function ballotReason(reason: string | undefined): BallotReason | undefined {
  return BALLOT_REASONS.find((known) => known === reason);
}
