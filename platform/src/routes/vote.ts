/**
 * Voting ({vote} base): the record-vote-count text variant. The client sends `encrypted=1` and `data`, the
 * SM4-ECB (PKCS#7) hex of "voteid=…&optionid=…&userid=…&t=…" keyed by the site's encryptKey4 (its 16
 * characters hex-encoded). One vote per reader and option; the answer is the option's new count.
 */
import { sm4 } from 'sm-crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { positiveInt, siteIdOf } from '../http';
import { getSiteConfig } from '../repo/content';
import { TIME_WINDOW_MS } from './auth';

function decrypt(hex: string, key: string): string {
  if (!/^[0-9a-f]+$/i.test(hex) || hex.length % 32 !== 0) return '';
  try {
    return sm4.decrypt(hex, Buffer.from(key, 'utf8').toString('hex'), { padding: 'pkcs#7' }) as string;
  } catch {
    return '';
  }
}

export function registerVoteRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.post(`${prefix}/recordVoteCount`, async (request) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const siteId = siteIdOf(form) ?? siteIdOf(request.query as Record<string, string>);
    if (!siteId || form.encrypted !== '1' || !form.data) return { state: 'error', msg: 'encrypted data is required' };
    const key = String((await getSiteConfig(db, siteId))?.config.encryptKey4 ?? '');
    if (Buffer.byteLength(key) !== 16) return { state: 'error', msg: 'no key for this site' };
    const fields = new URLSearchParams(decrypt(form.data, key));
    const voteId = positiveInt(fields.get('voteid'));
    const optionId = positiveInt(fields.get('optionid'));
    const voter = fields.get('userid') ?? '';
    const t = Number(fields.get('t'));
    if (!voteId || !optionId || !voter || !Number.isFinite(t)) return { state: 'error', msg: 'data could not be read' };
    if (Math.abs(Date.now() - t) > TIME_WINDOW_MS) return { state: 'error', msg: 'request expired' };
    return db.transaction(async (tx) => {
      const [fresh] = await tx.query<{ voter: string }>(
        'INSERT INTO vote_records (vote_id, option_id, voter) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING voter',
        [voteId, optionId, voter.slice(0, 120)],
      );
      const [row] = fresh
        ? await tx.query<{ count: number }>(
            `INSERT INTO vote_counts (vote_id, option_id, count) VALUES ($1, $2, 1)
             ON CONFLICT (vote_id, option_id) DO UPDATE SET count = vote_counts.count + 1 RETURNING count`,
            [voteId, optionId],
          )
        : await tx.query<{ count: number }>('SELECT count FROM vote_counts WHERE vote_id = $1 AND option_id = $2', [
            voteId,
            optionId,
          ]);
      return fresh
        ? { state: 'success', voteid: voteId, optionid: optionId, count: row?.count ?? 0 }
        : { state: 'error', msg: 'already voted', voteid: voteId, optionid: optionId, count: row?.count ?? 0 };
    });
  });
}
