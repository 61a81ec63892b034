/**
 * Circles ({nis}, platform/API.md "Circles"): circles, their posts and notices, moments, member profiles
 * and creating a post, a post's comments, commenting and liking it; and the media asset service's upload path ({mam}): an upload token, one picture a
 * multipart upload, the upload results and the upload-done call.
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/circles';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/circles');
function call<K extends keyof typeof Schemas>(
  base: 'nis' | 'mam',
  path: string,
  schema: K,
  more: { method?: 'POST'; member?: true; encoding?: 'multipart' } = {},
) {
  return {
    name: path,
    base,
    path,
    ...more,
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const circleCalls = {
  getCircleList: call('nis', 'getCircleList', 'circleListSchema'),
  getCircleDetail: call('nis', 'getCircleDetail', 'circleDetailSchema'),
  getPostList: call('nis', 'getPostList', 'postPageSchema'),
  getPostDetail: call('nis', 'getPostDetail', 'postDetailSchema'),
  getCircleNoticeDetail: call('nis', 'getCircleNoticeDetail', 'circleNoticeSchema'),
  getFriendsCircleDetail: call('nis', 'getFriendsCircleDetail', 'momentSchema'),
  getUserDetail: call('nis', 'getUserDetail', 'memberProfileSchema'),
  createPost: call('nis', 'createPost', 'createdPostSchema', { method: 'POST', member: true }),
  getPostComments: call('nis', 'getPostComments', 'postCommentPageSchema'),
  commentPost: call('nis', 'commentPost', 'postCommentSchema', { method: 'POST', member: true }),
  praisePost: call('nis', 'praisePost', 'postLikeSchema', { method: 'POST', member: true }),
  getUploadToken: call('mam', 'getUploadToken', 'uploadTokenSchema', { member: true }),
  minioUpload: call('mam', 'minioUpload', 'uploadedSchema', { method: 'POST', encoding: 'multipart' }),
  getUploadResults: call('mam', 'getUploadResults', 'uploadResultsSchema', { method: 'POST' }),
  uploadDone: call('mam', 'uploadDone', 'uploadedSchema', { method: 'POST' }),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

/** Post lists by type (spec §7): 1 newest first, 2 hottest first. */
export const POST_LIST = { newest: 1, hot: 2 } as const;
export type PostListType = (typeof POST_LIST)[keyof typeof POST_LIST];

export const fetchCircles = (client: ApiClient, options?: CallOptions) =>
  client.call(circleCalls.getCircleList, {}, options);
export const fetchCircle = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(circleCalls.getCircleDetail, { id }, options);
export const fetchPosts = (
  client: ApiClient,
  circleId: number,
  listType: PostListType,
  page: number,
  options?: CallOptions,
) => client.call(circleCalls.getPostList, { circleId, listType, page }, options);
export const fetchPost = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(circleCalls.getPostDetail, { id }, options);
export const fetchCircleNotice = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(circleCalls.getCircleNoticeDetail, { id }, options);
export const fetchMoment = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(circleCalls.getFriendsCircleDetail, { id }, options);
export const fetchMemberProfile = (client: ApiClient, userId: number, options?: CallOptions) =>
  client.call(circleCalls.getUserDetail, { userId }, options);

export const createPost = (
  client: ApiClient,
  post: { circleId: number; content: string; pics: number[]; requestId: string },
  options?: CallOptions,
) => client.call(circleCalls.createPost, { ...post, pics: post.pics.join(',') }, options);

export const fetchPostComments = (client: ApiClient, postId: number, page: number, options?: CallOptions) =>
  client.call(circleCalls.getPostComments, { postId, page }, options);
export const commentPost = (
  client: ApiClient,
  comment: { postId: number; content: string; requestId: string },
  options?: CallOptions,
) => client.call(circleCalls.commentPost, comment, options);
/** A like of the post: the member's, else the device's (the device id goes with every call). */
export const likePost = (client: ApiClient, postId: number, options?: CallOptions) =>
  client.call(circleCalls.praisePost, { postId }, options);

export const fetchUploadToken = (client: ApiClient, options?: CallOptions) =>
  client.call(circleCalls.getUploadToken, {}, options);
export const uploadPicture = (client: ApiClient, uploadToken: string, file: Blob, options?: CallOptions) =>
  client.call(circleCalls.minioUpload, { uploadToken }, { ...options, files: { file } });
export const fetchUploadResults = (client: ApiClient, uploadToken: string, ids: number[], options?: CallOptions) =>
  client.call(circleCalls.getUploadResults, { uploadToken, ids: ids.join(',') }, options);
export const markUploadDone = (client: ApiClient, uploadToken: string, id: number, options?: CallOptions) =>
  client.call(circleCalls.uploadDone, { uploadToken, id }, options);
