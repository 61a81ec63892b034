/** Answers of the sitemap calls (platform/API.md "Sitemaps and feeds"). */
import { z } from 'zod';
import { summaryWithAbstractSchema } from './article';
import { count, flag, headline, id, lenientList, text } from './common';

export const sitemapArticleSchema = z
  .object({
    fileId: id(),
    columnID: count(),
    articleType: count(),
    title: headline(),
    abstract: text(''),
    lang: text('zh'),
    publishtime: text(''),
    lastmod: text(''),
    pics: lenientList(z.string().min(1)),
    // closed to sharing by its newsroom: not indexed, so not listed (lib/seo/indexable.ts)
    shareClosed: flag(),
    video: z
      .object({ url: z.string().min(1), poster: text(''), duration: count() })
      .nullable()
      .catch(null),
  })
  .transform(({ fileId, columnID, articleType, publishtime, pics, ...rest }) => ({
    id: fileId,
    columnId: columnID,
    type: articleType,
    published: publishtime,
    pictures: pics,
    ...rest,
  }));
export type SitemapArticle = z.output<typeof sitemapArticleSchema>;

export const sitemapArticlesSchema = z.object({ total: count(), list: lenientList(sitemapArticleSchema) });

export const sitemapColumnsSchema = z.object({
  list: lenientList(
    z.object({ columnId: id(), parentId: count(), name: text(''), lang: text('zh'), lastmod: text('') }),
  ),
});
export type SitemapColumn = z.infer<typeof sitemapColumnsSchema>['list'][number];

/** A column's newest articles as a feed gives them: the list items with their abstract. */
export const feedArticlesSchema = z.object({
  list: lenientList(summaryWithAbstractSchema),
  carousel: lenientList(summaryWithAbstractSchema),
});
