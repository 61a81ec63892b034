/** Answers of the leader and figure calls (platform/API.md "Leaders and figures"). */
import { z } from 'zod';
import { summaryList } from './article';
import { count, id, lenientList, text } from './common';

export const figureSchema = z.object({
  id: id(),
  name: text(''),
  title: text(''),
  avatar: text(''),
  regionId: count(),
  regionName: text(''),
  lang: text('zh'),
});
export type Figure = z.infer<typeof figureSchema>;

export const figureDetailSchema = figureSchema.extend({ resume: text(''), reportCount: count() });
export type FigureDetail = z.infer<typeof figureDetailSchema>;

export const leaderViewSchema = z.object({
  regions: lenientList(z.object({ id: id(), name: text('') })),
  regionId: count(),
  list: lenientList(figureSchema),
});
export type LeaderView = z.infer<typeof leaderViewSchema>;

export const regionLeadersSchema = z.object({ regionId: count(), list: lenientList(figureSchema) });

export const figureReportsSchema = z.object({
  list: summaryList(),
  hasMore: z.boolean().catch(false).default(false),
});
