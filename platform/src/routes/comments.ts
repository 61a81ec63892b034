/** {base} comment reads: discussView (tree) and discussHot. Posting comes with the participation calls. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { articleExists, commentTree, hotComments } from '../repo/comments';

export function registerCommentRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/discussView`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.id);
    if (!siteId || !articleId) return fail(400, 'siteId and id are required');
    if (!(await articleExists(db, siteId, articleId))) return empty();
    return ok(await commentTree(db, articleId, nonNegativeInt(query.page, 0)));
  });

  app.get(`${prefix}/discussHot`, async (request) => {
    const query = request.query as Record<string, string>;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.id);
    if (!siteId || !articleId) return fail(400, 'siteId and id are required');
    if (!(await articleExists(db, siteId, articleId))) return empty();
    return ok(await hotComments(db, articleId, positiveInt(query.count) ?? 3));
  });
}
