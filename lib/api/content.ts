/** {base} content calls (platform/API.md "Content"). */
import type { z } from 'zod';
import type { siteConfigSchema } from '../schemas/config';
import type { liveViewSchema } from '../schemas/live';
import type { columnAnswerSchema, columnsAnswerSchema } from '../schemas/column';
import type {
  articleContentSchema,
  articleCountsSchema,
  articleListSchema,
  articlesPageSchema,
  moduleViewSchema,
} from '../schemas/article';
import type { ApiClient, CallOptions, CallSpec } from './client';

/** Schemas load with their first answer: pages that call nothing in the browser never download zod. */
const article = () => import('../schemas/article');
const column = () => import('../schemas/column');
const config = () => import('../schemas/config');
const live = () => import('../schemas/live');

export const calls = {
  liveView: {
    name: 'liveView',
    base: 'base',
    path: 'liveView',
    schema: (): Promise<typeof liveViewSchema> => live().then((m) => m.liveViewSchema),
  },
  getConfig: {
    name: 'getConfig',
    base: 'base',
    path: 'getConfig',
    schema: (): Promise<typeof siteConfigSchema> => config().then((m) => m.siteConfigSchema),
    signing: 'none',
  },
  getColumns: {
    name: 'getColumns',
    base: 'base',
    path: 'getColumns',
    schema: (): Promise<typeof columnsAnswerSchema> => column().then((m) => m.columnsAnswerSchema),
  },
  getColumn: {
    name: 'getColumn',
    base: 'base',
    path: 'getColumn',
    schema: (): Promise<typeof columnAnswerSchema> => column().then((m) => m.columnAnswerSchema),
  },
  getArticles: {
    name: 'getArticles',
    base: 'base',
    path: 'getArticles',
    schema: (): Promise<typeof articlesPageSchema> => article().then((m) => m.articlesPageSchema),
  },
  getModuleView: {
    name: 'getModuleView',
    base: 'base',
    path: 'getModuleView',
    schema: (): Promise<typeof moduleViewSchema> => article().then((m) => m.moduleViewSchema),
  },
  getArticleContent: {
    name: 'getArticleContent',
    base: 'base',
    path: 'getArticleContent',
    schema: (): Promise<typeof articleContentSchema> => article().then((m) => m.articleContentSchema),
  },
  getArticleContentPreview: {
    name: 'getArticleContentPreview',
    base: 'base',
    path: 'getArticleContentPreview',
    schema: (): Promise<typeof articleContentSchema> => article().then((m) => m.articleContentSchema),
  },
  getArticleCounts: {
    name: 'getArticleCounts',
    base: 'base',
    path: 'getArticleCounts',
    schema: (): Promise<typeof articleCountsSchema> => article().then((m) => m.articleCountsSchema),
  },
  getRelatedArticles: {
    name: 'getRelatedArticles',
    base: 'base',
    path: 'getRelatedArticles',
    schema: (): Promise<typeof articleListSchema> => article().then((m) => m.articleListSchema),
  },
  getRecommendList: {
    name: 'getRecommendList',
    base: 'base',
    path: 'getRecommendList',
    schema: (): Promise<typeof articleListSchema> => article().then((m) => m.articleListSchema),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export function fetchConfig(client: ApiClient, options?: CallOptions) {
  return client.call(calls.getConfig, { appID: client.runtime.appId }, options);
}

export function fetchColumns(client: ApiClient, parentColumnId = 0, options?: CallOptions) {
  return client.call(calls.getColumns, { parentColumnId }, options);
}

export function fetchColumn(client: ApiClient, columnId: number, options?: CallOptions) {
  return client.call(calls.getColumn, { columnId }, options);
}

export function fetchArticles(
  client: ApiClient,
  columnId: number,
  page: number,
  options?: CallOptions & { lastFileId?: number },
) {
  return client.call(calls.getArticles, { columnId, page, lastFileId: options?.lastFileId }, options);
}

export function fetchModuleView(client: ApiClient, columnId: number, options?: CallOptions) {
  return client.call(calls.getModuleView, { columnId }, options);
}

export function fetchArticleContent(
  client: ApiClient,
  articleId: number,
  options?: CallOptions & { columnId?: number; preview?: boolean; previewToken?: string },
) {
  if (!options?.preview) return client.call(calls.getArticleContent, { articleId, colID: options?.columnId }, options);
  return client.call(
    calls.getArticleContentPreview,
    { articleId, colID: options.columnId, previewToken: options.previewToken },
    options,
  );
}

export function fetchArticleCounts(client: ApiClient, articleId: number, options?: CallOptions) {
  return client.call(calls.getArticleCounts, { articleId }, options);
}

export function fetchRelated(
  client: ApiClient,
  articleId: number,
  which: 'related' | 'recommend',
  options?: CallOptions,
) {
  return client.call(
    which === 'related' ? calls.getRelatedArticles : calls.getRecommendList,
    { articleId, count: 5 },
    options,
  );
}

export function fetchLiveView(client: ApiClient, id: number, options?: CallOptions) {
  return client.call(calls.liveView, { id, page: 0 }, options);
}
