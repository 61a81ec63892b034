/**
 * What the front end gives crawlers, from the platform ({base}, platform/API.md "Sitemaps and feeds"): the
 * published articles of one kind (a page of up to 50,000, or those published since a time) and the
 * columns a reader can open; a column's newest articles with their abstracts (its feed).
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/sitemap';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/sitemap');
function get<K extends keyof typeof Schemas>(path: string, schema: K) {
  return {
    name: path,
    base: 'base',
    path,
    // a whole sitemap's worth of rows: the wrapped calls' time-out
    timeout: 'wrapped',
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const sitemapCalls = {
  getSitemapArticles: get('getSitemapArticles', 'sitemapArticlesSchema'),
  getSitemapColumns: get('getSitemapColumns', 'sitemapColumnsSchema'),
  // a column's articles (getArticles) with the abstract the lists leave out, for its feed
  getFeedArticles: { ...get('getArticles', 'feedArticlesSchema'), timeout: 'default' },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export type SitemapKind = 'article' | 'image' | 'video' | 'topic';

export const fetchSitemapArticles = (
  client: ApiClient,
  query: { kind: SitemapKind; page: number; pageSize: number; since?: number },
  options?: CallOptions,
) => client.call(sitemapCalls.getSitemapArticles, query, options);
export const fetchSitemapColumns = (client: ApiClient, options?: CallOptions) =>
  client.call(sitemapCalls.getSitemapColumns, {}, options);
export const fetchFeedArticles = (client: ApiClient, columnId: number, options?: CallOptions) =>
  client.call(sitemapCalls.getFeedArticles, { columnId, page: 0 }, options);
