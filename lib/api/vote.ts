/**
 * The {vote} base (platform/API.md "Voting"): the vote's info, an option, options by name, the voter's
 * ballots, and the ballot in the record-vote-count text variant: SM4-ECB text keyed by the config's
 * encryptKey4, with `encrypted=1` so it is not signed again.
 */
import type { z } from 'zod';
import { sm4Encrypt } from '../crypto/sm';
import type { RuntimeConfig } from '../env';
import { TIMEOUTS } from './client';

export interface VoteCount {
  state: 'success' | 'error';
  count: number;
  msg?: string;
  /** Why a ballot was refused (platform/API.md "Voting"): notBegun, ended, noOption, login, total, day, optionDay. */
  reason?: string;
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
  /** token: the member's access token, where the vote's rule asks for a login (userId is then the member's id). */
  options: { fetch?: typeof fetch; now?: number; token?: string } = {},
): Promise<VoteCount> {
  const body = new URLSearchParams({
    siteId: String(runtime.siteId),
    encrypted: '1',
    data: sm4Encrypt(voteText(vote, options.now), encryptKey4),
  });
  const response = await (options.fetch ?? fetch)(`${runtime.bases.vote}/recordVoteCount`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(options.token ? { token: options.token } : {}),
    },
    body: body.toString(),
  });
  return (await response.json()) as VoteCount;
}

/**
 * A GET of the {vote} base: the answer read with its schema when `state` is "success"; undefined when the
 * platform says "error" (no such vote or option); a failure of the call itself throws.
 */
async function voteGet<S extends z.ZodType>(
  runtime: RuntimeConfig,
  path: string,
  params: Record<string, string | number>,
  schema: S,
  options: { token?: string; signal?: AbortSignal } = {},
): Promise<z.infer<S> | undefined> {
  const query = new URLSearchParams({ siteId: String(runtime.siteId) });
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  const response = await fetch(`${runtime.bases.vote}/${path}?${query}`, {
    headers: { accept: 'application/json', ...(options.token ? { token: options.token } : {}) },
    signal: options.signal ?? AbortSignal.timeout(TIMEOUTS.default),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = (await response.json()) as { state?: string };
  if (body.state !== 'success') return undefined;
  return schema.parse(body) as z.infer<S>;
}

export const fetchVoteInfo = (runtime: RuntimeConfig, voteId: number, signal?: AbortSignal) =>
  import('../schemas/vote').then((s) => voteGet(runtime, 'info', { voteid: voteId }, s.voteInfoSchema, { signal }));

/** One option with its rank; the platform counts it as a view. */
export const fetchOptionInfo = (runtime: RuntimeConfig, voteId: number, optionId: number) =>
  import('../schemas/vote').then((s) =>
    voteGet(runtime, 'votecounts', { voteid: voteId, vote_optionid: optionId }, s.optionInfoSchema),
  );

export const findOptions = (runtime: RuntimeConfig, voteId: number, name: string, signal?: AbortSignal) =>
  import('../schemas/vote').then((s) =>
    voteGet(runtime, 'optionByName', { voteid: voteId, name }, s.optionListSchema, { signal }),
  );

/** The voter's ballots: the member (token) where the rule asks for a login, else the device. */
export const fetchMyVotes = (runtime: RuntimeConfig, voteId: number, userId: string, token?: string) =>
  import('../schemas/vote').then((s) =>
    voteGet(runtime, 'myVotes', { voteid: voteId, userid: userId }, s.myVotesSchema, { token }),
  );
