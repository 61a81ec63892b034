/** Answers of the calls of taking part (platform/API.md "Taking part"). */
import { z } from 'zod';
import { commentSchema } from './comment';
import { count, flag, id, lenientList } from './common';

export const postedCommentSchema = commentSchema;

export const praiseSchema = z.object({ id: count(), countPraise: count(), isPraised: flag(false) });
export type PraiseAnswer = z.infer<typeof praiseSchema>;

export const toggleSchema = z.object({ id: id(), count: count(), active: flag(false), changed: flag(false) });
export type ToggleAnswer = z.infer<typeof toggleSchema>;

export const articleUserStateSchema = z.object({
  isPraised: flag(false),
  isFav: flag(false),
  countPraise: count(),
  countFav: count(),
  praisedComments: z.array(z.coerce.number()).catch([]),
  myPendingComments: lenientList(commentSchema),
});
export type ArticleUserState = z.infer<typeof articleUserStateSchema>;

export const topicUserStateSchema = z.object({ isSubscribed: flag(false), countSubscribe: count() });
export type TopicUserState = z.infer<typeof topicUserStateSchema>;

export const uploadSchema = z.object({ url: z.string().url(), id: id() });

export const reportSchema = z.object({ id: id() });
