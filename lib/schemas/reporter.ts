/** Answers of the reporter calls (platform/API.md "Reporters"): the reporter card, their articles, a dynamic. */
import { z } from 'zod';
import { summaryList } from './article';
import { count, id, text } from './common';
import { dynamicFields, dynamicOf } from './dynamic';

export { dynamicListSchema } from './dynamic';

/** The reporter card (spec §3): article count, post count, follower count, description. */
export const reporterSchema = z.object({
  id: id(),
  name: text(''),
  title: text(''),
  avatar: text(''),
  description: text(''),
  articleCount: count(),
  postCount: count(),
  followerCount: count(),
});
export type Reporter = z.infer<typeof reporterSchema>;

export const reporterArticlesSchema = z.object({
  list: summaryList(),
  hasMore: z.boolean().catch(false).default(false),
});

/** One dynamic with the reporter who posted it (dynamicDetail). */
export const reporterDynamicSchema = dynamicFields
  .extend({ reporter: z.object({ id: id(), name: text(''), avatar: text(''), title: text('') }) })
  .transform(dynamicOf);
export type ReporterDynamic = z.output<typeof reporterDynamicSchema>;
