/**
 * {base} calls of media accounts (platform/API.md "Media accounts"): the account, its articles, dynamics,
 * bulletins (and counting an opening), questions and answers, recommended accounts, the influence ranking,
 * and a member's subscription with its state.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/xyAccount';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/xyAccount');
const load =
  <K extends keyof typeof Schemas>(name: K) =>
  (): Promise<(typeof Schemas)[K]> =>
    schemas().then((module) => module[name]);

function get<K extends keyof typeof Schemas>(path: string, schema: K) {
  return { name: path, base: 'base', path, schema: load(schema) } as const;
}

export const xyCalls = {
  getXyInfo: get('getXyInfo', 'xyInfoSchema'),
  getXyArticles: get('getXyArticles', 'xyArticlesSchema'),
  getXyDynamic: get('getXyDynamic', 'dynamicListSchema'),
  getXyBulletin: get('getXyBulletin', 'bulletinListSchema'),
  getXyQuestions: get('getXyQuestions', 'xyQuestionListSchema'),
  getXyAnswers: get('getXyAnswers', 'xyQuestionListSchema'),
  recommendXys: get('recommendXys', 'xyAccountListSchema'),
  xyRank: get('xyRank', 'xyRankSchema'),
  hitXyBulletin: {
    name: 'hitXyBulletin',
    base: 'base',
    path: 'hitXyBulletin',
    method: 'POST',
    schema: load('bulletinHitSchema'),
  },
  subscribeXy: {
    name: 'subscribeXy',
    base: 'base',
    path: 'subscribeXy',
    method: 'POST',
    member: true,
    schema: load('toggleSchema'),
  },
  cancelSubscribeXy: {
    name: 'cancelSubscribeXy',
    base: 'base',
    path: 'cancelSubscribeXy',
    method: 'POST',
    member: true,
    schema: load('toggleSchema'),
  },
  getXyUserState: {
    name: 'getXyUserState',
    base: 'base',
    path: 'getXyUserState',
    member: true,
    schema: load('subscriptionStateSchema'),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchXyInfo = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(xyCalls.getXyInfo, { id }, options);
export const fetchXyArticles = (client: ApiClient, xyId: number, page: number, options?: CallOptions) =>
  client.call(xyCalls.getXyArticles, { xyId, page }, options);
export const fetchXyDynamics = (client: ApiClient, xyId: number, page: number, options?: CallOptions) =>
  client.call(xyCalls.getXyDynamic, { xyId, page }, options);
export const fetchXyBulletins = (client: ApiClient, xyId: number, options?: CallOptions) =>
  client.call(xyCalls.getXyBulletin, { xyId }, options);
/** The questions put to an account, or (answers) only the answered ones, newest answer first. */
export const fetchXyQuestions = (
  client: ApiClient,
  kind: 'questions' | 'answers',
  xyId: number,
  page: number,
  options?: CallOptions,
) => client.call(kind === 'answers' ? xyCalls.getXyAnswers : xyCalls.getXyQuestions, { xyId, page }, options);
export const fetchRecommendedXys = (client: ApiClient, xyId: number, options?: CallOptions) =>
  client.call(xyCalls.recommendXys, { xyId }, options);
export const fetchXyRank = (client: ApiClient, options?: CallOptions) => client.call(xyCalls.xyRank, {}, options);
export const hitXyBulletin = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(xyCalls.hitXyBulletin, { id }, options);
