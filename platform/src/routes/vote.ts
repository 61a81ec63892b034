/**
 * Voting ({vote} base, platform/API.md "Voting"): info?voteid (the vote, its rule, themes and options,
 * isbegin), votecounts?voteid&vote_optionid (one option with its rank; counts a view), optionByName,
 * myVotes (the voter's ballots) and the ballot itself, recordVoteCount: `encrypted=1` and `data`, the
 * SM4-ECB (PKCS#7) hex of "voteid=…&optionid=…&userid=…&t=…" keyed by the site's encryptKey4 (its 16
 * characters hex-encoded). Text that does not decrypt, is out of the time window or was seen before is
 * refused (the same ballot in upper-case hex is the same text). The voter is the member behind the token
 * whenever there is one, never a field of the ballot; without a login, where the rule allows that, the
 * device that `userid` names.
 */
import { createHash } from 'node:crypto';
import { sm4 } from 'sm-crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { positiveInt, siteIdOf } from '../http';
import { getSiteConfig } from '../repo/content';
import { memberByToken } from '../repo/participation';
import {
  BALLOT_REFUSALS,
  castBallot,
  getVote,
  optionInfo,
  optionsByName,
  ruleOf,
  voteInfo,
  votesOf,
  voteStage,
  type VoteRow,
} from '../repo/votes';
import { TIME_WINDOW_MS } from './auth';
import { tokenOf } from './participation';

type Input = Record<string, string | undefined>;

function decrypt(hex: string, key: string): string {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length % 32 !== 0) return '';
  try {
    return sm4.decrypt(hex, Buffer.from(key, 'utf8').toString('hex'), { padding: 'pkcs#7' }) as string;
  } catch {
    return '';
  }
}

const error = (msg: string, extra: Record<string, unknown> = {}) => ({ state: 'error', msg, ...extra });

/**
 * Who votes: the logged-in member (whatever `userid` says); without a login, where the rule allows one,
 * the device that `userid` names.
 */
async function voterOf(
  db: Db,
  request: FastifyRequest,
  vote: VoteRow,
  deviceId: string,
): Promise<{ voter: string } | { refused: string }> {
  const member = await memberByToken(db, vote.site_id, tokenOf(request));
  if (member !== 'expired' && member !== 'none') return { voter: `m:${member.id}` };
  if (ruleOf(vote).login) return { refused: BALLOT_REFUSALS.login };
  return /^[\w\-:.]{1,120}$/.test(deviceId) ? { voter: `d:${deviceId}` } : { refused: 'userid is required' };
}

export function registerVoteRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  /** The vote a request names (siteId, voteid), or the answer to send instead. */
  const readVote = async (input: Input) => {
    const siteId = siteIdOf(input);
    const voteId = positiveInt(input.voteid ?? input.voteId);
    if (!siteId || !voteId) return { answer: error('siteId and voteid are required') };
    const vote = await getVote(db, siteId, voteId);
    return vote ? { vote } : { answer: error('投票不存在') };
  };

  app.get(`${prefix}/info`, async (request) => {
    const found = await readVote(request.query as Input);
    if (!found.vote) return found.answer;
    return { state: 'success', isbegin: voteStage(found.vote, new Date()), info: await voteInfo(db, found.vote) };
  });

  app.get(`${prefix}/votecounts`, async (request) => {
    const input = request.query as Input;
    const found = await readVote(input);
    if (!found.vote) return found.answer;
    const optionId = positiveInt(input.vote_optionid ?? input.optionid);
    const option = optionId ? await optionInfo(db, found.vote.id, optionId, true) : undefined;
    return option ? { state: 'success', info: option } : error(BALLOT_REFUSALS.noOption);
  });

  app.get(`${prefix}/optionByName`, async (request) => {
    const input = request.query as Input;
    const found = await readVote(input);
    if (!found.vote) return found.answer;
    const name = String(input.name ?? '')
      .trim()
      .slice(0, 40);
    if (!name) return error('name is required');
    return { state: 'success', list: await optionsByName(db, found.vote.id, name) };
  });

  app.get(`${prefix}/myVotes`, async (request) => {
    const input = request.query as Input;
    const found = await readVote(input);
    if (!found.vote) return found.answer;
    const who = await voterOf(db, request, found.vote, String(input.userid ?? ''));
    if ('refused' in who) return error(who.refused);
    const list = await votesOf(db, found.vote.id, who.voter);
    return { state: 'success', voted: list.length ? 1 : 0, list };
  });

  app.post(`${prefix}/recordVoteCount`, async (request) => {
    const form = (request.body ?? {}) as Input;
    const siteId = request.siteId;
    if (!siteId || form.encrypted !== '1' || !form.data) return error('encrypted data is required');
    const key = String((await getSiteConfig(db, siteId))?.config.encryptKey4 ?? '');
    if (Buffer.byteLength(key) !== 16) return error('no key for this site');
    const text = decrypt(form.data, key);
    const fields = new URLSearchParams(text);
    const voteId = positiveInt(fields.get('voteid'));
    const optionId = positiveInt(fields.get('optionid'));
    const userId = fields.get('userid') ?? '';
    const t = Number(fields.get('t'));
    if (!voteId || !optionId || !userId || !Number.isFinite(t)) return error('data could not be read');
    if (Math.abs(Date.now() - t) > TIME_WINDOW_MS) return error('request expired');
    const vote = await getVote(db, siteId, voteId);
    if (!vote) return error('投票不存在');
    const who = await voterOf(db, request, vote, userId);
    if ('refused' in who) return error(who.refused);
    // the same text twice is a replay, however its hex is spelled: each ballot is sent once, with its own time
    const digest = createHash('sha256').update(`${siteId}:${text}`).digest('hex');
    const [fresh] = await db.query<{ digest: string }>(
      'INSERT INTO vote_texts_seen (digest) VALUES ($1) ON CONFLICT DO NOTHING RETURNING digest',
      [digest],
    );
    if (!fresh) return error('request already used');
    const result = await castBallot(db, vote, optionId, who.voter, new Date());
    if ('refused' in result) {
      const option = await optionInfo(db, voteId, optionId, false);
      return error(BALLOT_REFUSALS[result.refused], {
        reason: result.refused,
        voteid: voteId,
        optionid: optionId,
        count: option?.vo_count ?? 0,
      });
    }
    return { state: 'success', voteid: voteId, optionid: optionId, count: result.count };
  });
}
