/**
 * The record-vote-count text variant ({vote} base): the vote travels as SM4-ECB text keyed by the
 * config's encryptKey4, with `encrypted=1` so it is not signed again (platform/API.md "Voting").
 */
import { sm4Encrypt } from '../crypto/sm';
import type { RuntimeConfig } from '../env';

export interface VoteCount {
  state: 'success' | 'error';
  count: number;
  msg?: string;
}

export function voteText(vote: { voteId: number; optionId: number; userId: string }, now = Date.now()): string {
  return new URLSearchParams({
    voteid: String(vote.voteId),
    optionid: String(vote.optionId),
    userid: vote.userId,
    t: String(now),
  }).toString();
}

export async function recordVoteCount(
  runtime: RuntimeConfig,
  vote: { voteId: number; optionId: number; userId: string },
  encryptKey4: string,
  options: { fetch?: typeof fetch; now?: number } = {},
): Promise<VoteCount> {
  const body = new URLSearchParams({
    siteId: String(runtime.siteId),
    encrypted: '1',
    data: sm4Encrypt(voteText(vote, options.now), encryptKey4),
  });
  const response = await (options.fetch ?? fetch)(`${runtime.bases.vote}/recordVoteCount`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
  });
  return (await response.json()) as VoteCount;
}
