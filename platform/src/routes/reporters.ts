/**
 * Reporters (platform/API.md "Reporters"): {base} getAuthorInfo (the reporter card) and getReporterArticles;
 * {nis} getDynamicList (a reporter's dynamics, 10 a page) and getDynamicDetail (one dynamic with its reporter).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { listDynamics } from '../repo/dynamics';
import { getReporter, getReporterDynamic, listReporterArticles, reporterExists } from '../repo/reporters';
import { BAD_PARAMS } from './content';

type Query = Record<string, string | undefined>;

export function registerReporterRoutes(app: FastifyInstance, db: Db, prefixes: { base: string; nis: string }): void {
  /** The site and the id a call names (under any of its spellings), or undefined (→ 400). */
  const read = (query: Query, names: string[]) => {
    const siteId = siteIdOf(query);
    const id = positiveInt(names.map((name) => query[name]).find((value) => value !== undefined));
    return siteId && id ? { siteId, id } : undefined;
  };

  app.get(`${prefixes.base}/getAuthorInfo`, async (request) => {
    const found = read(request.query as Query, ['id', 'authorId', 'reporterId']);
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const reporter = await getReporter(db, found.siteId, found.id);
    return reporter ? ok(reporter) : empty();
  });

  app.get(`${prefixes.base}/getReporterArticles`, async (request) => {
    const query = request.query as Query;
    const found = read(query, ['id', 'reporterId']);
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    if (!(await reporterExists(db, found.siteId, found.id))) return empty();
    return ok(await listReporterArticles(db, found.siteId, found.id, nonNegativeInt(query.page, 0)));
  });

  app.get(`${prefixes.nis}/getDynamicList`, async (request) => {
    const query = request.query as Query;
    const found = read(query, ['reporterId', 'id']);
    if (!found) return fail(BAD_PARAMS, 'siteId and reporterId are required');
    if (!(await reporterExists(db, found.siteId, found.id))) return empty();
    return ok({ list: await listDynamics(db, 'reporter', found.id, nonNegativeInt(query.page, 0)) });
  });

  app.get(`${prefixes.nis}/getDynamicDetail`, async (request) => {
    const found = read(request.query as Query, ['id']);
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const dynamic = await getReporterDynamic(db, found.siteId, found.id);
    return dynamic ? ok(dynamic) : empty();
  });
}
