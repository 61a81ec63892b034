/**
 * Short video (platform/API.md "Short video", all {mvod}; status 0 is success): getMvodArticle,
 * getMvodAttach, getMvodCategory, getMvodShareInfo, getMvodConfig, getMvodCommonInfo (GET);
 * getMvodArticleList and mvodEvent (POST).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { RATES, withinAddressRate } from '../repo/rateLimits';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { getSiteConfig } from '../repo/content';
import {
  getShortVideo,
  getShortVideoAttach,
  getShortVideoCategory,
  getShortVideoShareInfo,
  listShortVideos,
  MVOD_EVENTS,
  recordShortVideoEvent,
} from '../repo/shortVideos';
import { BAD_PARAMS } from './content';
import { params } from './participation';

type Query = Record<string, string | undefined>;

/** A list asks for at most this many videos at once. */
const MAX_LIST_SIZE = 20;

export function registerShortVideoRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  const read = (query: Query) => {
    const siteId = siteIdOf(query);
    const id = positiveInt(query.id ?? query.articleId);
    return siteId && id ? { siteId, id } : undefined;
  };
  const byId = <T>(path: string, find: (siteId: number, id: number) => Promise<T | undefined>) =>
    app.get(`${prefix}/${path}`, async (request) => {
      const found = read(request.query as Query);
      if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
      const answer = await find(found.siteId, found.id);
      return answer ? ok(answer) : empty();
    });

  byId('getMvodArticle', (siteId, id) => getShortVideo(db, siteId, id));
  byId('getMvodAttach', (siteId, id) => getShortVideoAttach(db, siteId, id));
  byId('getMvodCategory', (siteId, id) => getShortVideoCategory(db, siteId, id));
  byId('getMvodShareInfo', (siteId, id) => getShortVideoShareInfo(db, siteId, id));

  // how clients show short videos: the player starts muted on its own only where the reader asked for it
  app.get(`${prefix}/getMvodConfig`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    return ok({ autoPlay: 0, loop: 1, showRelated: 1, relatedSize: 4, nodeCode: 'pub' });
  });

  // the app a shared video invites its viewers to (name, logo, download page), from the site config
  app.get(`${prefix}/getMvodCommonInfo`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const site = (await getSiteConfig(db, siteId))?.config as
      { siteConfig?: { siteName?: string }; padLogo?: string; _rd_downloadUrl?: { page?: string } } | undefined;
    if (!site) return empty();
    return ok({
      appName: site.siteConfig?.siteName ?? '',
      logo: site.padLogo ?? '',
      downloadUrl: site._rd_downloadUrl?.page ?? '',
    });
  });

  app.post(`${prefix}/getMvodArticleList`, async (request) => {
    const input = params(request);
    const siteId = siteIdOf(input);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const page = nonNegativeInt(input.page, 1);
    const size = nonNegativeInt(input.size, 10);
    if (page < 1 || size < 1 || size > MAX_LIST_SIZE) return fail(BAD_PARAMS, `page ≥ 1 and size 1–${MAX_LIST_SIZE}`);
    const nodeCode = String(input.nodeCode ?? 'pub');
    if (!/^\w{1,32}$/.test(nodeCode)) return fail(BAD_PARAMS, 'nodeCode is malformed');
    const categoryId = input.categoryId ? positiveInt(input.categoryId) : undefined;
    if (input.categoryId && !categoryId) return fail(BAD_PARAMS, 'categoryId is malformed');
    return ok(await listShortVideos(db, siteId, { nodeCode, page, size, categoryId }));
  });

  // a reader's play (eventType 3) or like (1), counted once per reader: the member, else the device
  app.post(`${prefix}/mvodEvent`, async (request) => {
    const input = params(request);
    const found = read(input);
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const eventType = Number(input.eventType);
    if (eventType !== MVOD_EVENTS.play && eventType !== MVOD_EVENTS.praise)
      return fail(BAD_PARAMS, 'eventType is 1 (like) or 3 (play)');
    const device = String(input.deviceId ?? '').trim();
    if (!/^[\w\-:.]{6,80}$/.test(device)) return fail(BAD_PARAMS, 'deviceId is required');
    // devices are the client's to name: behind one address, a video gets so many plays and likes
    const rate = eventType === MVOD_EVENTS.praise ? RATES.likes : RATES.counts;
    const within = await withinAddressRate(db, request, `mvod:${eventType}:${found.id}`, rate);
    const counts = await recordShortVideoEvent(
      db,
      found.siteId,
      found.id,
      eventType,
      within ? `d:${device}` : undefined,
    );
    return counts ? ok(counts) : empty();
  });
}
