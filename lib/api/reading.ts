/** {base} calls of the reading screens beyond the feed (platform/API.md "Reading"). */
import type { z } from 'zod';
import type * as reading from '../schemas/reading';
import type { ApiClient, CallOptions, CallSpec } from './client';
import { calls } from './content';
import { fetchFigureReports } from './figures';
import { fetchReporterArticles } from './reporters';
import { fetchXyArticles } from './xyAccounts';

const schemas = () => import('../schemas/reading');

function call<K extends keyof typeof reading>(path: string, schema: K) {
  return {
    name: path,
    base: 'base',
    path,
    schema: (): Promise<(typeof reading)[K]> => schemas().then((m) => m[schema]),
  } as const;
}

export const readingCalls = {
  getLiveList: call('getLiveList', 'liveListSchema'),
  getTagArticles: call('getTagArticles', 'tagArticlesSchema'),
  getCats: call('getCats', 'categoriesSchema'),
  getCatAccounts: call('getCatAccounts', 'categoryAccountsSchema'),
  getHotPointTimeAxis: call('getHotPointTimeAxis', 'hotPointSchema'),
  getLatestPaper: call('getLatestPaper', 'latestPaperSchema'),
  getPaperDates: call('getPaperDates', 'paperDatesSchema'),
  getPaperLayouts: call('getPaperLayouts', 'paperLayoutsSchema'),
  getProductDetail: call('getProductDetail', 'productSchema'),
  getNoticeDetail: call('getNoticeDetail', 'noticeSchema'),
  getArticleCert: call('getArticleCert', 'certificateSchema'),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

/** Where a paged article list comes from (moreLive, moreImage, specMore, tagList, a media account's or a reporter's articles). */
export type ListSource =
  | { kind: 'lives' }
  | { kind: 'column'; columnId: number; articleType?: number }
  | { kind: 'tag'; tagId: number }
  | { kind: 'xy'; xyId: number }
  | { kind: 'reporter'; reporterId: number }
  | { kind: 'figure'; figureId: number };

/** One page of a list source: its articles (empty when the platform has nothing). */
export async function fetchListPage(client: ApiClient, source: ListSource, page: number, options?: CallOptions) {
  const answer =
    source.kind === 'lives'
      ? await client.call(readingCalls.getLiveList, { page }, options)
      : source.kind === 'tag'
        ? await client.call(readingCalls.getTagArticles, { tagId: source.tagId, page }, options)
        : source.kind === 'xy'
          ? await fetchXyArticles(client, source.xyId, page, options)
          : source.kind === 'reporter'
            ? await fetchReporterArticles(client, source.reporterId, page, options)
            : source.kind === 'figure'
              ? await fetchFigureReports(client, source.figureId, page, options)
              : await client.call(
                  calls.getArticles,
                  { columnId: source.columnId, page, articleType: source.articleType },
                  options,
                );
  return answer === 'empty' ? [] : answer.list;
}

export const fetchTagArticles = (client: ApiClient, tagId: number, options?: CallOptions) =>
  client.call(readingCalls.getTagArticles, { tagId, page: 0 }, options);
export const fetchCategories = (client: ApiClient, options?: CallOptions) =>
  client.call(readingCalls.getCats, { code: 'XYACCOUNT' }, options);
export const fetchCategoryAccounts = (client: ApiClient, catId: number, options?: CallOptions) =>
  client.call(readingCalls.getCatAccounts, { catId }, options);
export const fetchHotPoint = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(readingCalls.getHotPointTimeAxis, { id }, options);
export const fetchLatestPaper = (client: ApiClient, paperId?: number, options?: CallOptions) =>
  client.call(readingCalls.getLatestPaper, { paperId }, options);
export const fetchPaperDates = (client: ApiClient, paperId: number, month: string, options?: CallOptions) =>
  client.call(readingCalls.getPaperDates, { paperId, date: month }, options);
export const fetchPaperLayouts = (client: ApiClient, paperId: number, date: string, options?: CallOptions) =>
  client.call(readingCalls.getPaperLayouts, { paperId, date }, options);
export const fetchProduct = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(readingCalls.getProductDetail, { id }, options);
export const fetchNotice = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(readingCalls.getNoticeDetail, { id }, options);
export const fetchCertificate = (client: ApiClient, articleId: number, options?: CallOptions) =>
  client.call(readingCalls.getArticleCert, { articleId }, options);
