/**
 * Loaders of the voting screens (activityVote, activityVoteWeb, voteItemDetail): the vote from the {vote}
 * base, and one of its options. Undefined for what does not exist (→ 404); a failed call throws.
 */
import { fetchVoteInfo } from '../api/vote';
import { serverApi } from '../api/server';
import type { VoteInfo, VoteOption } from '../schemas/vote';

export async function loadVote(voteId: number): Promise<VoteInfo | undefined> {
  return fetchVoteInfo(serverApi(), voteId);
}

export async function loadVoteOption(
  voteId: number,
  optionId: number,
): Promise<{ vote: VoteInfo; option: VoteOption; theme: string } | undefined> {
  const vote = await loadVote(voteId);
  for (const theme of vote?.themes ?? []) {
    const option = theme.options.find((item) => item.id === optionId);
    if (option) return { vote: vote!, option, theme: theme.title };
  }
  return undefined;
}
