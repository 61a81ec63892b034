/**
 * {base} calls of the reading screens beyond the feed (platform/API.md "Reading"): live list, tag articles,
 * media-account categories, hot-point time axis, paper edition, products, notices, article certificates.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { isCalendarDay, isCalendarMonth, nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { onePagePdf } from '../pdf';
import { getArticleRow, type ArticleRow } from '../repo/content';
import {
  certificateOf,
  editionDates,
  editionLayouts,
  getNotice,
  getPaper,
  getProduct,
  getTag,
  hotPointTimeAxis,
  latestEdition,
  listCategories,
  listCategoryAccounts,
  listLives,
  listTagArticles,
} from '../repo/reading';
import { BAD_PARAMS } from './content';

type Query = Record<string, string | undefined>;

export function registerReadingRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  /** Reads siteId and one positive id parameter (under any of its spellings), or answers 400. */
  const read = (names: string[]) => (query: Query) => {
    const siteId = siteIdOf(query);
    const value = names.map((name) => query[name]).find((v) => v !== undefined);
    const id = positiveInt(value);
    return siteId && id ? { siteId, id } : undefined;
  };
  const missing = (names: string) => fail(BAD_PARAMS, `siteId and ${names} are required`);

  app.get(`${prefix}/getLiveList`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const page = nonNegativeInt(query.page, 0);
    return ok({ page, list: await listLives(db, siteId, page) });
  });

  app.get(`${prefix}/getTagArticles`, async (request) => {
    const query = request.query as Query;
    const found = read(['tagId', 'tagID'])(query);
    if (!found) return missing('tagId');
    const tag = await getTag(db, found.siteId, found.id);
    if (!tag) return empty();
    const page = nonNegativeInt(query.page, 0);
    return ok({ tagId: tag.id, tagName: tag.name, page, ...(await listTagArticles(db, found.siteId, tag.name, page)) });
  });

  app.get(`${prefix}/getCats`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    if (query.code !== 'XYACCOUNT') return ok({ catsList: [] });
    return ok({ catsList: await listCategories(db, siteId) });
  });

  app.get(`${prefix}/getCatAccounts`, async (request) => {
    const found = read(['catId', 'catID'])(request.query as Query);
    if (!found) return missing('catId');
    const category = await listCategoryAccounts(db, found.siteId, found.id);
    return category ? ok(category) : empty();
  });

  app.get(`${prefix}/getHotPointTimeAxis`, async (request) => {
    const found = read(['id', 'articleId'])(request.query as Query);
    if (!found) return missing('id');
    const axis = await hotPointTimeAxis(db, found.siteId, found.id);
    return axis ? ok(axis) : empty();
  });

  app.get(`${prefix}/getLatestPaper`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const paper = await getPaper(db, siteId, positiveInt(query.paperId));
    const date = paper && (await latestEdition(db, paper.id));
    return paper && date ? ok({ paperId: paper.id, paperName: paper.name, date }) : empty();
  });

  app.get(`${prefix}/getPaperDates`, async (request) => {
    const query = request.query as Query;
    const found = read(['paperId'])(query);
    if (!found || !isCalendarMonth(query.date)) return missing('paperId and date (YYYY-MM)');
    const paper = await getPaper(db, found.siteId, found.id);
    if (!paper) return empty();
    return ok({ paperId: paper.id, dates: await editionDates(db, paper.id, query.date!) });
  });

  app.get(`${prefix}/getPaperLayouts`, async (request) => {
    const query = request.query as Query;
    const found = read(['paperId'])(query);
    if (!found || !isCalendarDay(query.date)) return missing('paperId and date (YYYY-MM-DD)');
    const paper = await getPaper(db, found.siteId, found.id);
    if (!paper) return empty();
    const layouts = await editionLayouts(db, paper.id, query.date!);
    return layouts.length ? ok({ paperId: paper.id, paperName: paper.name, date: query.date, layouts }) : empty();
  });

  app.get(`${prefix}/getProductDetail`, async (request) => {
    const found = read(['id', 'productId'])(request.query as Query);
    if (!found) return missing('id');
    const product = await getProduct(db, found.siteId, found.id);
    return product ? ok(product) : empty();
  });

  app.get(`${prefix}/getNoticeDetail`, async (request) => {
    const found = read(['id', 'noticeId'])(request.query as Query);
    if (!found) return missing('id');
    const notice = await getNotice(db, found.siteId, found.id);
    return notice ? ok(notice) : empty();
  });

  app.get(`${prefix}/getArticleCert`, async (request) => {
    const found = read(['articleId', 'articleID', 'id'])(request.query as Query);
    if (!found) return missing('articleId');
    const row = await getArticleRow(db, found.siteId, found.id);
    return row && row.a_status === 1 ? ok(certificateOf(row)) : empty();
  });

  // The certificate as a PDF (any site: the article id is unique across sites).
  app.get('/media/cert/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.pdf$/.exec((request.params as { file: string }).file);
    const [article] = match
      ? await db.query<ArticleRow>('SELECT * FROM articles WHERE id = $1 AND a_status = 1', [Number(match[1])])
      : [];
    if (!article) return reply.code(404).send(fail(404, 'not found'));
    const cert = certificateOf(article);
    const pdf = onePagePdf([
      { text: 'Lanhai Daily', size: 26, gap: 0 },
      { text: 'Certificate of Original Publication', size: 18, gap: 12 },
      { text: `Certificate No.  ${cert.certNo}`, gap: 40 },
      { text: `Article ID  ${cert.articleId}` },
      { text: `Published  ${cert.issuedAt} (UTC+8)` },
      { text: `Block height  ${cert.blockHeight}` },
      { text: 'Content fingerprint (SHA-256)', gap: 24 },
      { text: cert.hash.slice(0, 32), size: 11 },
      { text: cert.hash.slice(32), size: 11 },
      { text: 'Verify at the Lanhai Daily copyright registry with the number above.', size: 10, gap: 40 },
    ]);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${cert.certNo}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(pdf);
  });
}
