/** {base} comment reads (platform/API.md "Comments"): tree, hot, flat and the replies of one comment. */
import type { z } from 'zod';
import type { commentPageSchema, flatPageSchema, hotCommentsSchema, replyPageSchema } from '../schemas/comment';
import type { ApiClient, CallOptions, CallSpec } from './client';

const comment = () => import('../schemas/comment');

export const commentCalls = {
  discussView: {
    name: 'discussView',
    base: 'base',
    path: 'discussView',
    schema: (): Promise<typeof commentPageSchema> => comment().then((m) => m.commentPageSchema),
  },
  discussHot: {
    name: 'discussHot',
    base: 'base',
    path: 'discussHot',
    schema: (): Promise<typeof hotCommentsSchema> => comment().then((m) => m.hotCommentsSchema),
  },
  discussReply: {
    name: 'discussReply',
    base: 'base',
    path: 'discussReply',
    schema: (): Promise<typeof replyPageSchema> => comment().then((m) => m.replyPageSchema),
  },
  discussViewFlat: {
    name: 'discussViewFlat',
    base: 'base',
    path: 'discussViewFlat',
    schema: (): Promise<typeof flatPageSchema> => comment().then((m) => m.flatPageSchema),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export function fetchComments(client: ApiClient, articleId: number, page: number, options?: CallOptions) {
  return client.call(commentCalls.discussView, { id: articleId, source: 0, page }, options);
}

export function fetchHotComments(client: ApiClient, articleId: number, count = 3, options?: CallOptions) {
  return client.call(commentCalls.discussHot, { id: articleId, count }, options);
}

export function fetchFlatComments(client: ApiClient, articleId: number, page: number, options?: CallOptions) {
  return client.call(commentCalls.discussViewFlat, { id: articleId, page }, options);
}

export function fetchReplies(client: ApiClient, commentId: number, page: number, options?: CallOptions) {
  return client.call(commentCalls.discussReply, { id: commentId, page }, options);
}
