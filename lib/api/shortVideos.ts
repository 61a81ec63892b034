/**
 * Short-video calls on {mvod} (platform/API.md "Short video"): the video, its files, category, share info,
 * the service's config and common info; the newest list of a node and the reader's events (POST).
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/shortVideo';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/shortVideo');
function call<K extends keyof typeof Schemas>(path: string, schema: K, method: 'GET' | 'POST' = 'GET') {
  return {
    name: path,
    base: 'mvod',
    path,
    method,
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const shortVideoCalls = {
  getMvodArticle: call('getMvodArticle', 'shortVideoSchema'),
  getMvodAttach: call('getMvodAttach', 'shortVideoAttachSchema'),
  getMvodCategory: call('getMvodCategory', 'shortVideoCategorySchema'),
  getMvodShareInfo: call('getMvodShareInfo', 'shortVideoShareSchema'),
  getMvodConfig: call('getMvodConfig', 'shortVideoConfigSchema'),
  getMvodCommonInfo: call('getMvodCommonInfo', 'shortVideoCommonSchema'),
  getMvodArticleList: call('getMvodArticleList', 'shortVideoListSchema', 'POST'),
  mvodEvent: call('mvodEvent', 'shortVideoEventSchema', 'POST'),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

/** What the related list asks for (spec §9): the first page of 4, for client type 1, from node "pub". */
export const RELATED_SHORT_VIDEOS = { page: 1, size: 4, clientType: 1, nodeCode: 'pub' } as const;

/** Event types of mvodEvent. */
export const SHORT_VIDEO_EVENTS = { praise: 1, play: 3 } as const;

export const fetchShortVideo = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodArticle, { id }, options);
export const fetchShortVideoAttach = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodAttach, { id }, options);
export const fetchShortVideoCategory = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodCategory, { id }, options);
export const fetchShortVideoShare = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodShareInfo, { id }, options);
export const fetchShortVideoConfig = (client: ApiClient, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodConfig, {}, options);
export const fetchShortVideoCommon = (client: ApiClient, options?: CallOptions) =>
  client.call(shortVideoCalls.getMvodCommonInfo, {}, options);
export const fetchShortVideos = (
  client: ApiClient,
  query: { page: number; size: number; clientType: number; nodeCode: string; categoryId?: number },
  options?: CallOptions,
) => client.call(shortVideoCalls.getMvodArticleList, query, options);
export const recordShortVideoEvent = (
  client: ApiClient,
  id: number,
  eventType: (typeof SHORT_VIDEO_EVENTS)[keyof typeof SHORT_VIDEO_EVENTS],
  options?: CallOptions,
) => client.call(shortVideoCalls.mvodEvent, { id, eventType }, options);
