/**
 * Answers of the reading screens beyond the feed (platform/API.md "Reading"): live list, tag articles,
 * media-account categories, hot-point time axis, paper edition, product, notice, article certificate.
 */
import { z } from 'zod';
import { summaryList, summaryWithAbstractFields, withAbstract } from './article';
import { count, headline, id, lenientList, text } from './common';
import { xyAccountSchema } from './xyAccount';

export const liveListSchema = z.object({ page: count(), list: summaryList() });

export const tagArticlesSchema = z.object({
  tagId: id(),
  tagName: text(''),
  page: count(),
  list: summaryList(),
  hasMore: z.boolean().catch(false).default(false),
});
export type TagArticles = z.infer<typeof tagArticlesSchema>;

export const categoriesSchema = z.object({
  catsList: lenientList(z.object({ catId: id(), catName: text('') })),
});
export type Category = z.infer<typeof categoriesSchema>['catsList'][number];

/** The subscription list of a category: the spec reads its accounts from the `xys` field. */
export const categoryAccountsSchema = z.object({
  catId: id(),
  catName: text(''),
  xys: lenientList(xyAccountSchema),
});
export type CategoryAccounts = z.infer<typeof categoryAccountsSchema>;

export const hotPointSchema = z
  .object({ fileId: id(), title: headline(), attAbstract: text(''), picBig: text(''), list: summaryList() })
  .transform((point) => ({
    id: point.fileId,
    title: point.title,
    abstract: point.attAbstract,
    bigPicture: point.picBig,
    list: point.list,
  }));
export type HotPoint = z.output<typeof hotPointSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const latestPaperSchema = z.object({ paperId: id(), paperName: text(''), date: day });
export const paperDatesSchema = z.object({ paperId: id(), dates: z.array(day).catch([]).default([]) });

/** "x,y,w,h" as fractions of the page picture → numbers; anything else → no area. */
const mapping = z
  .object({ mapping: text('') })
  .catch({ mapping: '' })
  .default({ mapping: '' })
  .transform(({ mapping: value }) => {
    const parts = value.split(',').map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || n < 0 || n > 1)) return null;
    const [x, y, w, h] = parts as [number, number, number, number];
    return x + w <= 1.0001 && y + h <= 1.0001 ? { x, y, w, h } : null;
  });

/** A paper article: a list item with its abstract and its area on the page picture (null: none). */
export const paperArticleSchema = summaryWithAbstractFields
  .extend({ layoutMapping: mapping })
  .transform((item) => ({ ...withAbstract(item), area: item.layoutMapping }));
export type PaperArticle = z.output<typeof paperArticleSchema>;

export const paperLayoutsSchema = z.object({
  paperId: id(),
  paperName: text(''),
  date: day,
  layouts: lenientList(
    z.object({
      layout: text(''),
      name: text(''),
      pic: text(''),
      width: count(),
      height: count(),
      articles: lenientList(paperArticleSchema),
    }),
  ),
});
export type PaperEdition = z.infer<typeof paperLayoutsSchema>;
export type PaperLayout = PaperEdition['layouts'][number];

export const productSchema = z
  .object({
    id: id(),
    name: text(''),
    summary: text(''),
    pic: text(''),
    content: text(''),
    linkUrl: text(''),
  })
  .transform(({ pic, linkUrl, ...product }) => ({ ...product, picture: pic, link: linkUrl }));
export type Product = z.output<typeof productSchema>;

export const noticeSchema = z
  .object({ id: id(), title: text(''), content: text(''), publishtime: text('') })
  .transform(({ publishtime, ...notice }) => ({ ...notice, published: publishtime }));
export type Notice = z.infer<typeof noticeSchema>;

export const certificateSchema = z.object({
  articleId: id(),
  title: text(''),
  certNo: text(''),
  hash: text(''),
  blockHeight: count(),
  issuedAt: text(''),
  pdfUrl: text(''),
});
export type Certificate = z.infer<typeof certificateSchema>;
