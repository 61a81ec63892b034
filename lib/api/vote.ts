/**
 * The {vote} base (platform/API.md "Voting"): the vote's info, an option, options by name, the voter's
 * ballots, and the ballot in the record-vote-count text variant: SM4-ECB text keyed by the config's
 * encryptKey4, with `encrypted=1` so it is not signed again. The voting screens need auth under xyAuth 1
 * (spec §6): every call goes out with the client's common parameters and its protocol's headers for a
 * call that needs auth (the auth signature when the site asks for it), and, for a member, their token.
 */
import type { z } from 'zod';
import { sm4Encrypt } from '../crypto/sm';
import { TIMEOUTS, type ApiClient, type Params } from './client';
import { ApiError } from './errors';

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

/** Options of a {vote} call: the member's (their token goes with it), a fetch and a clock for tests. */
export interface VoteCallOptions {
  member?: boolean;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  now?: number;
}

/**
 * One exchange with the {vote} base: its answer as JSON. A refusal of the call itself (the {base}
 * envelope's status: a missing or wrong signature, an expired token) throws an ApiError.
 */
async function voteExchange(
  client: ApiClient,
  path: string,
  method: 'GET' | 'POST',
  params: Params,
  options: VoteCallOptions,
): Promise<Record<string, unknown>> {
  const prepared = await client.prepare(params, 'needsAuth', options.member);
  const query = method === 'GET' ? `?${new URLSearchParams(prepared.params)}` : '';
  const response = await (options.fetch ?? fetch)(`${client.runtime.bases.vote}/${path}${query}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...prepared.headers,
    },
    body: method === 'POST' ? new URLSearchParams(prepared.params).toString() : undefined,
    signal: options.signal ?? AbortSignal.timeout(TIMEOUTS.default),
    cache: 'no-store',
  });
  if (!response.ok) throw new ApiError('http', path, `HTTP ${response.status}`, response.status);
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.status === 'number' && body.status !== 0)
    throw new ApiError('status', path, String(body.message ?? 'refused'), body.status);
  return body;
}

export async function recordVoteCount(
  client: ApiClient,
  vote: { voteId: number; optionId: number; userId: string },
  encryptKey4: string,
  /** member: a logged-in reader's ballot (their token goes with it; the platform reads the voter from it). */
  options: VoteCallOptions = {},
): Promise<VoteCount> {
  const data = sm4Encrypt(voteText(vote, options.now), encryptKey4);
  return (await voteExchange(
    client,
    'recordVoteCount',
    'POST',
    { encrypted: '1', data },
    options,
  )) as unknown as VoteCount;
}

/**
 * A GET of the {vote} base: the answer read with its schema when `state` is "success"; undefined when the
 * platform says "error" (no such vote or option); a failure of the call itself throws.
 */
async function voteGet<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  params: Params,
  schema: S,
  options: VoteCallOptions = {},
): Promise<z.infer<S> | undefined> {
  const body = await voteExchange(client, path, 'GET', params, options);
  if (body.state !== 'success') return undefined;
  return schema.parse(body) as z.infer<S>;
}

export const fetchVoteInfo = (client: ApiClient, voteId: number, signal?: AbortSignal) =>
  import('../schemas/vote').then((s) => voteGet(client, 'info', { voteid: voteId }, s.voteInfoSchema, { signal }));

/** One option with its rank; the platform counts it as a view. */
export const fetchOptionInfo = (client: ApiClient, voteId: number, optionId: number) =>
  import('../schemas/vote').then((s) =>
    voteGet(client, 'votecounts', { voteid: voteId, vote_optionid: optionId }, s.optionInfoSchema),
  );

export const findOptions = (client: ApiClient, voteId: number, name: string, signal?: AbortSignal) =>
  import('../schemas/vote').then((s) =>
    voteGet(client, 'optionByName', { voteid: voteId, name }, s.optionListSchema, { signal }),
  );

/** The voter's ballots: the member where the rule asks for a login, else the device. */
export const fetchMyVotes = (client: ApiClient, voteId: number, userId: string, member = false) =>
  import('../schemas/vote').then((s) =>
    voteGet(client, 'myVotes', { voteid: voteId, userid: userId }, s.myVotesSchema, { member }),
  );
