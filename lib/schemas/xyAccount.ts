/**
 * Answers of the media-account calls (platform/API.md "Media accounts"): the account, its ranking, its
 * page's lists (articles, dynamics, bulletins, questions and answers) and the accounts recommended beside it.
 */
import { z } from 'zod';
import { summaryList, xyAccountCardFields, xyAccountCardOf } from './article';
import { count, id, lenientList, text } from './common';
export { dynamicListSchema } from './dynamic';

/** A subscription's answer and a reader's state: the same shapes as a topic's. */
export { toggleSchema, topicUserStateSchema as subscriptionStateSchema } from './participation';

const xyAccountFields = xyAccountCardFields.extend({
  score: count(),
  articleCount: count(),
  countSubscribe: count(),
  lang: text('zh'),
});
const xyAccountOf = (account: z.output<typeof xyAccountFields>) => ({
  ...xyAccountCardOf(account),
  score: account.score,
  articleCount: account.articleCount,
  subscriberCount: account.countSubscribe,
  lang: account.lang,
});
export const xyAccountSchema = xyAccountFields.transform(xyAccountOf);
export type XyAccount = z.output<typeof xyAccountSchema>;

/** getXyInfo: the account with its place in the influence ranking (0: not ranked). */
export const xyInfoSchema = xyAccountFields
  .extend({ rank: count() })
  .transform((account) => ({ ...xyAccountOf(account), rank: account.rank }));
export type XyInfo = z.output<typeof xyInfoSchema>;

/** The media accounts' influence ranking (xyRank): each account with its place, best first. */
export const xyRankSchema = z.object({ list: lenientList(xyInfoSchema), updateTime: text('') });
export type XyRank = z.output<typeof xyRankSchema>;

export const xyArticlesSchema = z.object({ list: summaryList(), hasMore: z.boolean().catch(false).default(false) });

export const bulletinSchema = z
  .object({
    id: id(),
    title: text(''),
    content: text(''),
    publishtime: text(''),
    hits: count(),
  })
  .transform(({ publishtime, hits, ...bulletin }) => ({ ...bulletin, published: publishtime, readCount: hits }));
export type Bulletin = z.output<typeof bulletinSchema>;
export const bulletinListSchema = z.object({ list: lenientList(bulletinSchema) });
export const bulletinHitSchema = z.object({ id: id(), hits: count() });

/** A reader's question to an account, with the account's answer once given ('' before). */
export const xyQuestionSchema = z.object({
  id: id(),
  userName: text(''),
  content: text(''),
  createTime: text(''),
  answer: text(''),
  answerTime: text(''),
});
export type XyQuestion = z.infer<typeof xyQuestionSchema>;
export const xyQuestionListSchema = z.object({ list: lenientList(xyQuestionSchema) });

export const xyAccountListSchema = z.object({ list: lenientList(xyAccountSchema) });
