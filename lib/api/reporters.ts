/**
 * Reporter calls (platform/API.md "Reporters"): {base} the reporter card and their articles; {nis} their
 * dynamics and one dynamic with its reporter.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/reporter';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/reporter');
const load =
  <K extends keyof typeof Schemas>(name: K) =>
  (): Promise<(typeof Schemas)[K]> =>
    schemas().then((module) => module[name]);

export const reporterCalls = {
  getAuthorInfo: { name: 'getAuthorInfo', base: 'base', path: 'getAuthorInfo', schema: load('reporterSchema') },
  getReporterArticles: {
    name: 'getReporterArticles',
    base: 'base',
    path: 'getReporterArticles',
    schema: load('reporterArticlesSchema'),
  },
  getDynamicList: { name: 'getDynamicList', base: 'nis', path: 'getDynamicList', schema: load('dynamicListSchema') },
  getDynamicDetail: {
    name: 'getDynamicDetail',
    base: 'nis',
    path: 'getDynamicDetail',
    schema: load('reporterDynamicSchema'),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchReporter = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(reporterCalls.getAuthorInfo, { id }, options);
export const fetchReporterArticles = (client: ApiClient, id: number, page: number, options?: CallOptions) =>
  client.call(reporterCalls.getReporterArticles, { id, page }, options);
export const fetchReporterDynamics = (client: ApiClient, reporterId: number, page: number, options?: CallOptions) =>
  client.call(reporterCalls.getDynamicList, { reporterId, page }, options);
export const fetchReporterDynamic = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(reporterCalls.getDynamicDetail, { id }, options);
