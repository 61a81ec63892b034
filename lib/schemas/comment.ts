/** Comments (spec §3): discussView (tree with topDiscuss) and discussHot answers. */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

const commentFields = {
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
};

/** A comment under the names components read: who wrote it, when, its pictures and its likes. */
function commentOf(raw: z.output<z.ZodObject<typeof commentFields>>) {
  return {
    id: raw.id,
    articleId: raw.articleID,
    parentId: raw.parentID,
    rootId: raw.rootID,
    authorId: raw.userID,
    authorName: raw.userName,
    avatar: raw.avatar,
    content: raw.content,
    pictures: raw.pics,
    published: raw.createTime,
    likeCount: raw.countPraise,
    official: raw.isOfficial,
    pinned: raw.isTop,
    featured: raw.isExcellent,
    status: raw.status,
    location: raw.location,
  };
}

export const commentSchema = z.object(commentFields).transform(commentOf);
export type Comment = z.output<typeof commentSchema>;

const commentList = () => lenientList(commentSchema);
const noReplies = { list: [], page: 0, totalPage: 0, hasMore: false };

/** A top-level comment with the first page of its replies (the platform's topDiscuss). */
export const threadSchema = z
  .object({
    ...commentFields,
    topDiscuss: z
      .object({ list: commentList(), page: count(), totalPage: count(), hasMore: flag(false) })
      .catch(noReplies)
      .default(noReplies),
  })
  .transform(({ topDiscuss, ...raw }) => ({ ...commentOf(raw), replies: topDiscuss }));

export type Thread = z.output<typeof threadSchema>;

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
