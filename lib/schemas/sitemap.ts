/** Answers of the sitemap calls (platform/API.md "Sitemaps and feeds"). */
import { z } from 'zod';
import { articleSummarySchema } from './article';
import { count, headline, id, lenientList, text } from './common';

export const sitemapArticleSchema = z.object({
  fileId: id(),
  columnID: count(),
  articleType: count(),
  title: headline(),
  abstract: text(''),
  lang: text('zh'),
  publishtime: text(''),
  lastmod: text(''),
  pics: lenientList(z.string().min(1)),
  video: z
    .object({ url: z.string().min(1), poster: text(''), duration: count() })
    .nullable()
    .catch(null),
});
export type SitemapArticle = z.infer<typeof sitemapArticleSchema>;

export const sitemapArticlesSchema = z.object({ total: count(), list: lenientList(sitemapArticleSchema) });

export const sitemapColumnsSchema = z.object({
  list: lenientList(
    z.object({ columnId: id(), parentId: count(), name: text(''), lang: text('zh'), lastmod: text('') }),
  ),
});
export type SitemapColumn = z.infer<typeof sitemapColumnsSchema>['list'][number];

/** A column's newest articles as a feed gives them: the list items with their abstract. */
const feedArticleSchema = articleSummarySchema.extend({ attAbstract: text('') });
export const feedArticlesSchema = z.object({
  list: lenientList(feedArticleSchema),
  carousel: lenientList(feedArticleSchema),
});
