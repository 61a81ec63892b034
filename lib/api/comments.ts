/** {base} comment reads (platform/API.md "Comments"). */
import type { z } from 'zod';
import type { commentPageSchema, hotCommentsSchema } from '../schemas/comment';
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
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export function fetchComments(client: ApiClient, articleId: number, page: number, options?: CallOptions) {
  return client.call(commentCalls.discussView, { id: articleId, source: 0, page }, options);
}

export function fetchHotComments(client: ApiClient, articleId: number, count = 3, options?: CallOptions) {
  return client.call(commentCalls.discussHot, { id: articleId, count }, options);
}
