/** {base} content calls: config, columns, column, article list, module view, article content, counts. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import {
  articleContent,
  articleCounts,
  getArticleRow,
  getColumn,
  getSiteConfig,
  listArticles,
  listCarousel,
  listColumns,
  listLiveArticles,
  listModules,
  liveView,
  recommendedArticles,
  relatedArticles,
} from '../repo/content';

type Query = Record<string, string | undefined>;

/** Status answered when a required parameter is missing or malformed. */
export const BAD_PARAMS = 400;

export function registerContentRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/getConfig`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const row = await getSiteConfig(db, siteId);
    if (!row) return empty();
    if (query.appID && query.appID !== row.app_id) return fail(BAD_PARAMS, 'unknown appID');
    return ok(row.config);
  });

  app.get(`${prefix}/getColumns`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const parentId = nonNegativeInt(query.parentColumnId, 0);
    return ok({ columns: await listColumns(db, siteId, parentId) });
  });

  app.get(`${prefix}/getColumn`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const columnId = positiveInt(query.columnId ?? query.columnID);
    if (!siteId || !columnId) return fail(BAD_PARAMS, 'siteId and columnId are required');
    const column = await getColumn(db, siteId, columnId);
    return column ? ok({ column }) : empty();
  });

  app.get(`${prefix}/getArticles`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const columnId = positiveInt(query.columnId ?? query.columnID);
    if (!siteId || !columnId) return fail(BAD_PARAMS, 'siteId and columnId are required');
    const page = nonNegativeInt(query.page, 0);
    const lastFileId = positiveInt(query.lastFileId);
    const pageSize = positiveInt(query.pageSize);
    const articleType = query.articleType === undefined ? undefined : nonNegativeInt(query.articleType, -1);
    if (articleType === -1) return fail(BAD_PARAMS, 'articleType must be a number');
    const found = await listArticles(db, siteId, columnId, { page, lastFileId, pageSize, articleType });
    if (!found) return empty();
    const first = page === 0 && !lastFileId;
    return ok({
      columnId,
      page,
      list: found.list,
      carousel: first ? await listCarousel(db, columnId) : [],
      // the home feed (an aggregate column) also carries the live broadcasts announced or running
      liveArticles: first && found.aggregate ? await listLiveArticles(db, siteId) : [],
    });
  });

  app.get(`${prefix}/getModuleView`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const columnId = positiveInt(query.columnId ?? query.columnID);
    if (!siteId || !columnId) return fail(BAD_PARAMS, 'siteId and columnId are required');
    return ok(await listModules(db, columnId));
  });

  // published articles only; previews of the others: ./preview.ts
  app.get(`${prefix}/getArticleContent`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.articleId ?? query.articleID);
    if (!siteId || !articleId) return fail(BAD_PARAMS, 'siteId and articleId are required');
    const row = await getArticleRow(db, siteId, articleId);
    if (!row || row.a_status !== 1) return empty();
    return ok(await articleContent(db, row));
  });

  const around = (pick: typeof relatedArticles) => async (request: { query: unknown }) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.articleId ?? query.articleID);
    if (!siteId || !articleId) return fail(BAD_PARAMS, 'siteId and articleId are required');
    if (!(await getArticleRow(db, siteId, articleId))) return empty();
    return ok({ list: await pick(db, siteId, articleId, Math.min(20, positiveInt(query.count) ?? 5)) });
  };
  app.get(`${prefix}/getRelatedArticles`, around(relatedArticles));
  app.get(`${prefix}/getRecommendList`, around(recommendedArticles));

  app.get(`${prefix}/liveView`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.id ?? query.articleId);
    if (!siteId || !articleId) return fail(BAD_PARAMS, 'siteId and id are required');
    const view = await liveView(db, siteId, articleId, nonNegativeInt(query.page, 0));
    return view ? ok(view) : empty();
  });

  app.get(`${prefix}/getArticleCounts`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.articleId ?? query.articleID);
    if (!siteId || !articleId) return fail(BAD_PARAMS, 'siteId and articleId are required');
    const counts = await articleCounts(db, siteId, articleId);
    return counts ? ok(counts) : empty();
  });
}
