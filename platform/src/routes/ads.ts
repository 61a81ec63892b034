/**
 * {adv} ad calls (platform/API.md "Ads"): ads under an article, in a column's feed, a placement by code,
 * and the event call that counts impressions and clicks. Ad calls are not signed (spec §7).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { RATES, withinAddressRate } from '../repo/rateLimits';
import { fail, ok } from '../envelope';
import { positiveInt, siteIdOf } from '../http';

type Query = Record<string, string | undefined>;

interface AdRow {
  id: number;
  title: string;
  pic: string;
  width: number;
  height: number;
  link_url: string;
  feed_index: number;
}

const adOut = (row: AdRow) => ({
  advID: row.id,
  title: row.title,
  imgUrl: row.pic,
  width: row.width,
  height: row.height,
  linkUrl: row.link_url,
  index: row.feed_index,
});

const LIVE = 'starts_at <= now() AND ends_at > now()';

export function registerAdRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  app.get(`${prefix}/getArticleAds`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const articleId = positiveInt(query.articleId);
    if (!siteId || !articleId) return fail(400, 'siteId and articleId are required');
    const rows = await db.query<AdRow>(
      `SELECT * FROM ads WHERE site_id = $1 AND position = 'article' AND ${LIVE}
         AND (column_id IS NULL OR column_id = (SELECT column_id FROM articles WHERE id = $2)) ORDER BY id`,
      [siteId, articleId],
    );
    return ok({ list: rows.map(adOut) });
  });

  app.get(`${prefix}/getColumnAds`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    const columnId = positiveInt(query.columnId);
    if (!siteId || !columnId) return fail(400, 'siteId and columnId are required');
    const rows = await db.query<AdRow>(
      `SELECT * FROM ads WHERE site_id = $1 AND position = 'column' AND column_id = $2 AND ${LIVE} ORDER BY feed_index, id`,
      [siteId, columnId],
    );
    return ok({ list: rows.map(adOut) });
  });

  app.get(`${prefix}/getSingleAd`, async (request) => {
    const query = request.query as Query;
    const siteId = siteIdOf(query);
    if (!siteId || !query.code) return fail(400, 'siteId and code are required');
    const rows = await db.query<AdRow>(
      `SELECT * FROM ads WHERE site_id = $1 AND position = 'single' AND code = $2 AND ${LIVE} ORDER BY id LIMIT 1`,
      [siteId, query.code],
    );
    return ok({ list: rows.map(adOut) });
  });

  app.post(`${prefix}/event`, async (request, reply) => {
    const body = (request.body ?? {}) as Query;
    const siteId = siteIdOf(body);
    const advId = positiveInt(body.advID ?? body.advId);
    const type = body.type;
    if (!siteId || !advId || (type !== 'impression' && type !== 'click'))
      return reply.code(400).send(fail(400, 'siteId, advID and type (impression or click) are required'));
    const column = type === 'click' ? 'clicks' : 'impressions';
    // past the address's limit on this ad, the event is answered but not counted
    const plus = (await withinAddressRate(db, request, `ad:${type}:${advId}`, RATES.counts)) ? ' + 1' : '';
    const rows = await db.query<{ count: number }>(
      `UPDATE ads SET ${column} = ${column}${plus} WHERE site_id = $1 AND id = $2 RETURNING ${column} AS count`,
      [siteId, advId],
    );
    if (!rows.length) return reply.code(404).send(fail(404, 'no such ad'));
    return ok({ advID: advId, type, count: rows[0]!.count });
  });
}
