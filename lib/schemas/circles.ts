/** Answers of the circle, post, moment and member calls ({nis}) and of the upload calls ({mam}). */
import { z } from 'zod';
import { pictureUrls } from './attachments';
import { count, id, lenientList, text } from './common';

export const circleSchema = z.object({
  id: id(),
  name: text(''),
  description: text(''),
  avatar: text(''),
  cover: text(''),
  memberCount: count(),
  postCount: count(),
  /** 1 open, 0 closed (no new posts). */
  status: count(),
  lang: text('zh'),
});
export type Circle = z.infer<typeof circleSchema>;

export const circleDetailSchema = circleSchema.extend({
  noticeList: lenientList(z.object({ id: id(), title: text(''), publishTime: text('') })),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

export const circleListSchema = z.object({ list: lenientList(circleSchema) });

export const postSchema = z.object({
  id: id(),
  circleId: count(),
  userId: count(),
  userName: text(''),
  userAvatar: text(''),
  content: text(''),
  pics: pictureUrls(),
  publishTime: text(''),
  praiseCount: count(),
  commentCount: count(),
});
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = z.object({
  list: lenientList(postSchema),
  hasMore: z.boolean().catch(false).default(false),
});

const circleRef = z.object({ id: id(), name: text('') });

export const postDetailSchema = postSchema.extend({
  // the circle's status: 1 open, 0 closed (its posts take no comments); open when not said
  // and its language, the language its posts are taken to be in
  circle: circleRef.extend({ status: z.number().int().catch(1).default(1), lang: text('zh') }),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const postCommentSchema = z.object({
  id: id(),
  userId: count(),
  userName: text(''),
  userAvatar: text(''),
  content: text(''),
  createTime: text(''),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postCommentPageSchema = z.object({
  list: lenientList(postCommentSchema),
  totalCount: count(),
  hasMore: z.boolean().catch(false).default(false),
});
export type PostCommentPage = z.infer<typeof postCommentPageSchema>;

export const postLikeSchema = z.object({ praiseCount: count(), counted: z.boolean().catch(false) });

export const circleNoticeSchema = z.object({
  id: id(),
  title: text(''),
  content: text(''),
  publishTime: text(''),
  circle: circleRef,
});
export type CircleNotice = z.infer<typeof circleNoticeSchema>;

export const momentSchema = z.object({
  id: id(),
  userId: count(),
  userName: text(''),
  userAvatar: text(''),
  content: text(''),
  pics: pictureUrls(),
  publishTime: text(''),
  praiseCount: count(),
  comments: lenientList(z.object({ name: text(''), content: text('') })),
});
export type Moment = z.infer<typeof momentSchema>;

export const memberProfileSchema = z.object({
  nickname: text(''),
  avatar: text(''),
  joinTime: text(''),
  posts: lenientList(postSchema),
  moments: lenientList(z.object({ id: id(), content: text(''), pics: pictureUrls(), publishTime: text('') })),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const createdPostSchema = z.object({ id: id(), repeated: z.boolean().catch(false) });

export const uploadTokenSchema = z.object({
  token: z.string().min(1),
  expiresIn: count(),
  maxBytes: count(),
  types: lenientList(z.string()),
});
export type UploadToken = z.infer<typeof uploadTokenSchema>;

export const uploadedSchema = z.object({ id: id(), url: z.string().min(1) });

export const uploadResultsSchema = z.object({
  list: lenientList(z.object({ id: id(), url: text(''), status: text('') })),
});
