/**
 * Tip-offs and submissions (platform/API.md "Tip-offs and submissions"): {base} tipoffContent; {nis}
 * getInputArticleDetail (a submission with its call) and getInputArticleList (a call's submissions, or one
 * author's).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { getSubmission, getTipoff, listSubmissions } from '../repo/tipoffs';
import { BAD_PARAMS } from './content';

type Query = Record<string, string | undefined>;

export function registerTipoffRoutes(app: FastifyInstance, db: Db, prefixes: { base: string; nis: string }): void {
  const read = (query: Query, name: string) => {
    const siteId = siteIdOf(query);
    const id = positiveInt(query[name]);
    return siteId && id ? { siteId, id } : undefined;
  };

  app.get(`${prefixes.base}/tipoffContent`, async (request) => {
    const found = read(request.query as Query, 'id');
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const tipoff = await getTipoff(db, found.siteId, found.id);
    return tipoff ? ok(tipoff) : empty();
  });

  app.get(`${prefixes.nis}/getInputArticleDetail`, async (request) => {
    const found = read(request.query as Query, 'id');
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const submission = await getSubmission(db, found.siteId, found.id);
    return submission ? ok(submission) : empty();
  });

  app.get(`${prefixes.nis}/getInputArticleList`, async (request) => {
    const query = request.query as Query;
    const found = read(query, 'callId');
    if (!found) return fail(BAD_PARAMS, 'siteId and callId are required');
    const author = query.author?.trim();
    if (author !== undefined && (!author || author.length > 40)) return fail(BAD_PARAMS, 'please input name');
    return ok(await listSubmissions(db, found.siteId, found.id, nonNegativeInt(query.page, 0), author));
  });
}
