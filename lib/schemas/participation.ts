/** Answers of the calls of taking part (platform/API.md "Taking part"). */
import { z } from 'zod';
import { commentSchema } from './comment';
import { count, flag, id, lenientList } from './common';

export const postedCommentSchema = commentSchema;

export const praiseSchema = z
  .object({ id: count(), countPraise: count(), isPraised: flag(false) })
  .transform(({ id, countPraise, isPraised }) => ({ id, likeCount: countPraise, liked: isPraised }));
export type PraiseAnswer = z.output<typeof praiseSchema>;

export const toggleSchema = z.object({ id: id(), count: count(), active: flag(false), changed: flag(false) });
export type ToggleAnswer = z.infer<typeof toggleSchema>;

/** What this reader did on an article: liked, kept as a favourite, which comments they liked or wrote. */
export const articleUserStateSchema = z
  .object({
    isPraised: flag(false),
    isFav: flag(false),
    countPraise: count(),
    countFav: count(),
    praisedComments: z.array(z.coerce.number()).catch([]),
    myPendingComments: lenientList(commentSchema),
  })
  .transform((raw) => ({
    liked: raw.isPraised,
    favourite: raw.isFav,
    likeCount: raw.countPraise,
    favouriteCount: raw.countFav,
    likedComments: raw.praisedComments,
    pendingComments: raw.myPendingComments,
  }));
export type ArticleUserState = z.output<typeof articleUserStateSchema>;

export const topicUserStateSchema = z
  .object({ isSubscribed: flag(false), countSubscribe: count() })
  .transform((raw) => ({ subscribed: raw.isSubscribed, subscriberCount: raw.countSubscribe }));
export type TopicUserState = z.output<typeof topicUserStateSchema>;

export const uploadSchema = z.object({ url: z.string().url(), id: id() });

export const reportSchema = z.object({ id: id() });
