/** Articles: list items (getArticles, modules, carousels) and the full content (getArticleContent). */
import { z } from 'zod';
import { count, flag, headline, id, lenientList, text } from './common';
import { columnSchema } from './column';
import { CREDIT_ROLES, type CreditRole } from '../model/articleTypes';

/**
 * A list item, as the lists use it. The platform also sends the abstract, the read and like counts, the
 * language and the link address of each item; no card shows them, so they are left out of the lists a
 * page hands its client components (home: about 2 KB gzipped for the abstracts, 4.1 KB of 92 KB, 0.5 KB
 * gzipped, for the rest). The article's content reads them (articleContentSchema), papers the abstract.
 */
export const articleSummarySchema = z.object({
  fileId: id(),
  columnID: count(),
  title: headline(),
  articleType: count(),
  picType: count(),
  publishtime: text(''),
  picSmall: text(''),
  picMiddle: text(''),
  picBig: text(''),
  pic_list: z.array(z.string()).catch([]).default([]),
  source: text(''),
  countDiscuss: count(),
  liveStatus: z.coerce.number().nullable().catch(null).default(null),
  /** An in-app page the item opens instead of the article (an activity), as a public path. */
  routerUrl: text(''),
  videoDuration: count(),
  picCount: count(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A list of articles that drops malformed items instead of failing the whole answer. */
export const summaryList = () => lenientList(articleSummarySchema);

export const articlesPageSchema = z.object({
  columnId: count(),
  page: count(),
  list: summaryList(),
  carousel: summaryList(),
  liveArticles: summaryList(),
});

export type ArticlesPage = z.infer<typeof articlesPageSchema>;

export const moduleSchema = z.object({
  moduleId: id(),
  type: count(),
  name: text(''),
  cmDisplayStyle: count(),
  position: count(),
  list: summaryList(),
  columns: z
    .array(columnSchema.omit({ children: true }))
    .catch([])
    .default([]),
});

export type HomeModule = z.infer<typeof moduleSchema>;

export const moduleViewSchema = z.object({
  topModule: moduleSchema.nullable().catch(null).default(null),
  modules: lenientList(moduleSchema),
});

export type ModuleView = z.infer<typeof moduleViewSchema>;

const picture = z.object({
  url: text(''),
  summary: text(''),
  width: count(),
  height: count(),
});

export type Picture = z.infer<typeof picture>;

const credits = Object.fromEntries(CREDIT_ROLES.map((role) => [role, text('')])) as Record<
  CreditRole,
  ReturnType<typeof text>
>;

/** A media account as it is named and shown wherever it appears (lib/schemas/xyAccount.ts adds its figures). */
export const xyAccountCardSchema = z.object({
  xyID: z.coerce.number().int().catch(0),
  xyName: text(''),
  xyIcon: text(''),
  xyDesc: text(''),
  xyStatus: z.coerce.number().int().catch(0),
  xyForbidden: z.coerce.number().int().catch(0),
});

export const articleContentSchema = articleSummarySchema.extend({
  attAbstract: text(''),
  countClick: count(),
  countPraise: count(),
  linkUrl: text(''),
  lang: text('zh'),
  ...credits,
  aStatus: z.coerce.number().catch(1),
  subTitle: text(''),
  content: text(''),
  pic_list: z
    .array(z.union([picture, z.string().transform((url) => ({ url, summary: '', width: 0, height: 0 }))]))
    .catch([])
    .default([]),
  pic_list_title: z.array(text('')).catch([]).default([]),
  shareContent: text(''),
  desc: text(''),
  sharePicUrl: text(''),
  shareClosed: flag(false),
  customUrl: text(''),
  layoutMapping: z
    .object({ mapping: text('') })
    .catch({ mapping: '' })
    .default({ mapping: '' }),
  xyAccountID: count(),
  /** The media account the article comes from (share object type 10), when it has one. */
  xyAccount: xyAccountCardSchema.nullable().catch(null).default(null),
  wordCount: count(),
  countShare: count(),
  tags: z.array(z.string()).catch([]).default([]),
  tagList: lenientList(z.object({ tagId: id(), tagName: text('') })),
  reporter: z
    .object({ id: count(), name: text(''), avatar: text(''), title: text('') })
    .nullable()
    .catch(null)
    .default(null),
  video: z
    .object({ url: text(''), poster: text(''), duration: count(), width: count(), height: count() })
    .nullable()
    .catch(null)
    .default(null),
  topicGroups: z
    .array(z.object({ name: text(''), list: summaryList() }))
    .catch([])
    .default([]),
});

export type ArticleContent = z.infer<typeof articleContentSchema>;

export const articleCountsSchema = z.object({
  countClick: count(),
  countPraise: count(),
  countShare: count(),
  countDiscuss: count(),
});

export type ArticleCounts = z.infer<typeof articleCountsSchema>;

export const articleListSchema = z.object({ list: summaryList() });
