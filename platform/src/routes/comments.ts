/** {base} comment reads: discussView (tree), discussHot, discussViewFlat, discussReply, discussCount. */
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { articleExists, commentCount, commentFlat, commentReplies, commentTree, hotComments } from '../repo/comments';
import { commentExists } from '../repo/participation';

export function registerCommentRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  /** A read of one article's (or comment's) comments: siteId and id required; unknown → empty. */
  const read = (
    call: string,
    exists: (db: Queryable, siteId: number, id: number) => Promise<boolean>,
    load: (id: number, query: Record<string, string>) => Promise<unknown>,
  ) =>
    app.get(`${prefix}/${call}`, async (request) => {
      const query = request.query as Record<string, string>;
      const siteId = siteIdOf(query);
      const id = positiveInt(query.id);
      if (!siteId || !id) return fail(400, 'siteId and id are required');
      if (!(await exists(db, siteId, id))) return empty();
      return ok(await load(id, query));
    });

  read('discussView', articleExists, (id, query) => commentTree(db, id, nonNegativeInt(query.page, 0)));
  read('discussHot', articleExists, (id, query) => hotComments(db, id, positiveInt(query.count) ?? 3));
  read('discussViewFlat', articleExists, (id, query) => commentFlat(db, id, nonNegativeInt(query.page, 0)));
  read('discussReply', commentExists, (id, query) => commentReplies(db, id, nonNegativeInt(query.page, 0)));
  read('discussCount', articleExists, async (id) => ({ id, count: await commentCount(db, id) }));
}
