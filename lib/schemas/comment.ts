/** Comments (spec §3): discussView (tree with topDiscuss) and discussHot answers. */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

export const commentSchema = z.object({
  id: id(),
  articleID: count(),
  parentID: count(),
  rootID: count(),
  userID: count(),
  userName: text(''),
  avatar: text(''),
  content: text(''),
  pics: z.array(z.string()).catch([]).default([]),
  createTime: text(''),
  countPraise: count(),
  isOfficial: flag(false),
  isTop: flag(false),
  isExcellent: flag(false),
  status: z.coerce.number().catch(1),
  location: text(''),
});

export type Comment = z.infer<typeof commentSchema>;

const commentList = () => lenientList(commentSchema);

export const threadSchema = commentSchema.extend({
  topDiscuss: z
    .object({ list: commentList(), page: count(), totalPage: count(), hasMore: flag(false) })
    .catch({ list: [], page: 0, totalPage: 0, hasMore: false })
    .default({ list: [], page: 0, totalPage: 0, hasMore: false }),
});

export type Thread = z.infer<typeof threadSchema>;

export const commentPageSchema = z.object({
  list: lenientList(threadSchema),
  totalCount: count(),
  page: count(),
  hasMore: flag(false),
});

export type CommentPage = z.infer<typeof commentPageSchema>;

export const hotCommentsSchema = z.object({ list: commentList() });

/** discussViewFlat: every comment, newest first, without nesting. */
export const flatPageSchema = z.object({
  list: lenientList(commentSchema),
  totalCount: count(),
  page: count(),
  hasMore: flag(false),
});
export type FlatPage = z.infer<typeof flatPageSchema>;

/** discussReply: one comment and all its replies, oldest first. */
export const replyPageSchema = flatPageSchema.extend({ comment: commentSchema.optional().catch(undefined) });
export type ReplyPage = z.infer<typeof replyPageSchema>;
