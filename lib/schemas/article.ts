/** Articles: list items (getArticles, modules, carousels) and the full content (getArticleContent). */
import { z } from 'zod';
import { count, flag, headline, id, lenientList, text } from './common';
import { columnCardSchema } from './column';
import { CREDIT_ROLES, type CreditRole } from '../model/articleTypes';

/**
 * A list item as the platform sends it. It also sends the abstract, the read and like counts, the language
 * and the link address of each item; no card shows them, so they are left out of the lists a page hands its
 * client components (home: about 2 KB gzipped for the abstracts, 4.1 KB of 92 KB, 0.5 KB gzipped, for the
 * rest). The article's content reads them (articleContentSchema), papers and feeds the abstract.
 */
const summaryFields = z.object({
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
  liveStartTime: text(''),
  routerUrl: text(''),
  videoDuration: count(),
  picCount: count(),
});

/** A list item as the components read it: the platform's names stop here. */
function summaryOf(item: z.output<typeof summaryFields>) {
  return {
    id: item.fileId,
    columnId: item.columnID,
    title: item.title,
    /** ARTICLE_TYPES (lib/model/articleTypes.ts). */
    type: item.articleType,
    /** The card's layout: 0 text only, 1 a thumbnail, 2 a big picture, 3 three pictures. */
    pictureLayout: item.picType,
    published: item.publishtime,
    smallPicture: item.picSmall,
    middlePicture: item.picMiddle,
    bigPicture: item.picBig,
    pictures: item.pic_list,
    source: item.source,
    commentCount: item.countDiscuss,
    /** A live broadcast's state: 0 coming, 1 on air, 2 over; null when not a live. */
    liveStatus: item.liveStatus,
    /** When a live broadcast starts (a platform time), '' when not said. */
    liveStarts: item.liveStartTime,
    /** An in-app page the item opens instead of the article (an activity), as a public path. */
    appPath: item.routerUrl,
    videoDuration: item.videoDuration,
    pictureCount: item.picCount,
  };
}

export const articleSummarySchema = summaryFields.transform(summaryOf);

export type ArticleSummary = z.output<typeof articleSummarySchema>;

/** A list of articles that drops malformed items instead of failing the whole answer. */
export const summaryList = () => lenientList(articleSummarySchema);

/** A list item with its abstract (feeds; papers add their area: lib/schemas/reading.ts). */
export const summaryWithAbstractFields = summaryFields.extend({ attAbstract: text('') });
export const withAbstract = (item: z.output<typeof summaryWithAbstractFields>) => ({
  ...summaryOf(item),
  abstract: item.attAbstract,
});
export const summaryWithAbstractSchema = summaryWithAbstractFields.transform(withAbstract);

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
  columns: z.array(columnCardSchema).catch([]).default([]),
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
export const xyAccountCardFields = z.object({
  xyID: z.coerce.number().int().catch(0),
  xyName: text(''),
  xyIcon: text(''),
  xyDesc: text(''),
  xyStatus: z.coerce.number().int().catch(0),
  xyForbidden: z.coerce.number().int().catch(0),
});
export const xyAccountCardOf = (account: z.output<typeof xyAccountCardFields>) => ({
  id: account.xyID,
  name: account.xyName,
  icon: account.xyIcon,
  description: account.xyDesc,
  status: account.xyStatus,
  forbidden: account.xyForbidden,
});
export const xyAccountCardSchema = xyAccountCardFields.transform(xyAccountCardOf);

const contentFields = summaryFields.extend({
  attAbstract: text(''),
  countClick: count(),
  countPraise: count(),
  countShare: count(),
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
  /** The media account the article comes from (share object type 10), when it has one. */
  xyAccount: xyAccountCardSchema.nullable().catch(null).default(null),
  wordCount: count(),
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

/** The whole article (getArticleContent), under the names the components read. */
export const articleContentSchema = contentFields.transform((article) => ({
  ...summaryOf({ ...article, pic_list: [] }),
  ...(Object.fromEntries(CREDIT_ROLES.map((role) => [role, article[role]])) as Record<CreditRole, string>),
  abstract: article.attAbstract,
  readCount: article.countClick,
  likeCount: article.countPraise,
  shareCount: article.countShare,
  /** Where a link or H5 article leads. */
  link: article.linkUrl,
  lang: article.lang,
  /** 1 published; anything else withdrawn (spec §3). */
  status: article.aStatus,
  subtitle: article.subTitle,
  /** The body as the newsroom wrote it (HTML, not yet sanitised: lib/model/articleReading.ts does it). */
  content: article.content,
  pictures: article.pic_list.map((picture, index) => ({
    ...picture,
    /** The picture's title (the newsroom's pic_list_title), read where it has no summary. */
    title: article.pic_list_title[index] ?? '',
  })),
  shareText: article.shareContent,
  description: article.desc,
  sharePicture: article.sharePicUrl,
  shareClosed: article.shareClosed,
  xyAccount: article.xyAccount,
  wordCount: article.wordCount,
  tags: article.tags,
  tagLinks: article.tagList.map(({ tagId, tagName }) => ({ id: tagId, name: tagName })),
  reporter: article.reporter,
  video: article.video,
  topicGroups: article.topicGroups,
}));

export type ArticleContent = z.output<typeof articleContentSchema>;

export const articleCountsSchema = z
  .object({ countClick: count(), countPraise: count(), countShare: count(), countDiscuss: count() })
  .transform((counts) => ({
    readCount: counts.countClick,
    likeCount: counts.countPraise,
    shareCount: counts.countShare,
    commentCount: counts.countDiscuss,
  }));

export type ArticleCounts = z.output<typeof articleCountsSchema>;

export const articleListSchema = z.object({ list: summaryList() });
