/**
 * Leaders and figures (platform/API.md "Leaders and figures", all {base}): getLeaderView (the regions and
 * the first region's leaders), getRegionLeaderView (POST: one region's leaders), getFigureDetail (a
 * figure with its resume) and getPersonageReports (the articles reporting on a figure, 20 a page).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { empty, fail, ok } from '../envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { figureShown, getFigure, listFigureReports, listRegionLeaders, listRegions } from '../repo/figures';
import { BAD_PARAMS } from './content';
import { params } from './participation';

type Query = Record<string, string | undefined>;

export function registerFigureRoutes(app: FastifyInstance, db: Db, prefix: string): void {
  const read = (query: Query, name: string) => {
    const siteId = siteIdOf(query);
    const id = positiveInt(query[name]);
    return siteId && id ? { siteId, id } : undefined;
  };

  app.get(`${prefix}/getLeaderView`, async (request) => {
    const siteId = siteIdOf(request.query as Query);
    if (!siteId) return fail(BAD_PARAMS, 'siteId is required');
    const regions = await listRegions(db, siteId);
    if (!regions.length) return empty();
    return ok({ regions, regionId: regions[0]!.id, list: await listRegionLeaders(db, siteId, regions[0]!.id) });
  });

  app.post(`${prefix}/getRegionLeaderView`, async (request) => {
    const found = read(params(request), 'regionId');
    if (!found) return fail(BAD_PARAMS, 'siteId and regionId are required');
    const regions = await listRegions(db, found.siteId);
    if (!regions.some((region) => region.id === found.id)) return empty();
    return ok({ regionId: found.id, list: await listRegionLeaders(db, found.siteId, found.id) });
  });

  app.get(`${prefix}/getFigureDetail`, async (request) => {
    const found = read(request.query as Query, 'id');
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    const figure = await getFigure(db, found.siteId, found.id);
    return figure ? ok(figure) : empty();
  });

  app.get(`${prefix}/getPersonageReports`, async (request) => {
    const query = request.query as Query;
    const found = read(query, 'id');
    if (!found) return fail(BAD_PARAMS, 'siteId and id are required');
    if (!(await figureShown(db, found.siteId, found.id))) return empty();
    return ok(await listFigureReports(db, found.siteId, found.id, nonNegativeInt(query.page, 0)));
  });
}
