/** {adv} ad calls (spec §7 "ad calls: article, single, column and event ads"): never signed. */
import type { z } from 'zod';
import type { adEventSchema, adListSchema } from '../schemas/ads';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/ads');
const list = (): Promise<typeof adListSchema> => schemas().then((m) => m.adListSchema);

export const adCalls = {
  getArticleAds: { name: 'getArticleAds', base: 'adv', path: 'getArticleAds', schema: list, signing: 'none' },
  getColumnAds: { name: 'getColumnAds', base: 'adv', path: 'getColumnAds', schema: list, signing: 'none' },
  adEvent: {
    name: 'adEvent',
    base: 'adv',
    path: 'event',
    method: 'POST',
    schema: (): Promise<typeof adEventSchema> => schemas().then((m) => m.adEventSchema),
    signing: 'none',
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export type AdPlacement = { kind: 'article'; articleId: number } | { kind: 'column'; columnId: number };

/** The ads of a placement; an empty list when the platform has none. */
export async function fetchAds(client: ApiClient, placement: AdPlacement, options?: CallOptions) {
  const answer =
    placement.kind === 'article'
      ? await client.call(adCalls.getArticleAds, { articleId: placement.articleId }, options)
      : await client.call(adCalls.getColumnAds, { columnId: placement.columnId }, options);
  return answer === 'empty' ? [] : answer.list;
}

export function sendAdEvent(client: ApiClient, advID: number, type: 'impression' | 'click') {
  return client.call(adCalls.adEvent, { advID, type });
}
