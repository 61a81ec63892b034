/**
 * Leaders and figures ({base}, platform/API.md "Leaders and figures"): the leader view (regions and the
 * first region's leaders), one region's leaders (POST), a figure, and the articles reporting on a figure.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/figures';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/figures');
function call<K extends keyof typeof Schemas>(path: string, schema: K, method: 'GET' | 'POST' = 'GET') {
  return {
    name: path,
    base: 'base',
    path,
    method,
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const figureCalls = {
  getLeaderView: call('getLeaderView', 'leaderViewSchema'),
  getRegionLeaderView: call('getRegionLeaderView', 'regionLeadersSchema', 'POST'),
  getFigureDetail: call('getFigureDetail', 'figureDetailSchema'),
  getPersonageReports: call('getPersonageReports', 'figureReportsSchema'),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchLeaderView = (client: ApiClient, options?: CallOptions) =>
  client.call(figureCalls.getLeaderView, {}, options);
export const fetchRegionLeaders = (client: ApiClient, regionId: number, options?: CallOptions) =>
  client.call(figureCalls.getRegionLeaderView, { regionId }, options);
export const fetchFigure = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(figureCalls.getFigureDetail, { id }, options);
export const fetchFigureReports = (client: ApiClient, id: number, page: number, options?: CallOptions) =>
  client.call(figureCalls.getPersonageReports, { id, page }, options);
