/**
 * What crawlers are given (platform/API.md "Sitemaps and feeds", {base}): getSitemapArticles (the published
 * articles of one kind, newest first, up to 50,000 a page, or those published since a time) and
 * getSitemapColumns (the columns a reader can open, with their last change).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { fail, ok } from '../envelope';
import { nonNegativeInt, siteIdOf } from '../http';
import {
  listSitemapArticles,
  listSitemapColumns,
  MAX_SITEMAP_PAGE,
  SITEMAP_KINDS,
  type SitemapKind,
} from '../repo/sitemaps';
import { BAD_PARAMS } from './content';

type Query = Record<string, string | undefined>;

export function registerSitemapRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/getSitemapArticles`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const kind = query.kind ?? 'article';
    if (!Object.prototype.hasOwnProperty.call(SITEMAP_KINDS, kind))
      return fail(BAD_PARAMS, `kind is one of ${Object.keys(SITEMAP_KINDS).join(', ')}`);
    const pageSize = nonNegativeInt(query.pageSize, 1000);
    if (pageSize < 1 || pageSize > MAX_SITEMAP_PAGE) return fail(BAD_PARAMS, `pageSize is 1–${MAX_SITEMAP_PAGE}`);
    let since: Date | undefined;
    if (query.since !== undefined) {
      since = new Date(Number(query.since));
      if (!/^\d{1,15}$/.test(query.since) || Number.isNaN(since.getTime())) return fail(BAD_PARAMS, 'since is ms');
    }
    return ok(
      await listSitemapArticles(db, siteId, {
        kind: kind as SitemapKind,
        page: nonNegativeInt(query.page, 0),
        pageSize,
        ...(since ? { since } : {}),
      }),
    );
  });

  app.get(`${prefix}/getSitemapColumns`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    return ok({ list: await listSitemapColumns(db, siteId) });
  });
}
