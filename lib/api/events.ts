/**
 * The event call (platform/API.md "Taking part") made for counting: a view of an article, a share, the
 * device record after each route change. Nothing reads its answer (ApiClient.record), so counting never
 * loads the answers' schemas. Likes go through the same path with their answer read (participation.ts).
 */
import type { RecordSpec } from './client';

/** Event types (spec §9: 3 view, 2 share; 1 praise and 4 its cancellation, platform/API.md) and object types. */
export const EVENT_TYPE = { praise: 1, share: 2, view: 3, cancelPraise: 4 } as const;
/** Share object types (spec §3 Share.objectType): what an event is about. */
export const OBJECT_TYPE = { article: 0, comment: 1, activity: 4, xyArticle: 10, circle: 18 } as const;
export type ObjectType = (typeof OBJECT_TYPE)[keyof typeof OBJECT_TYPE];

export const countEvent = {
  name: 'event',
  base: 'base',
  path: 'event',
  method: 'POST',
  member: true,
} as const satisfies RecordSpec;
