/** Live broadcasts (spec §3 "Live"): liveView answers. Status 0 preview, 1 live now, 2 ended. */
import { z } from 'zod';
import { count, headline, id, lenientList, text } from './common';

export const LIVE_STATUS = { preview: 0, live: 1, ended: 2 } as const;

const video = z.object({ appLiveUrl: text(''), appPlaybackUrl: text('') });

export const liveReportSchema = z.object({
  id: id(),
  content: text(''),
  pics: z.array(z.string()).catch([]).default([]),
  time: text(''),
  reporter: z
    .object({ name: text(''), avatar: text('') })
    .catch({ name: '', avatar: '' })
    .default({ name: '', avatar: '' }),
});

export type LiveReport = z.infer<typeof liveReportSchema>;

export const liveViewSchema = z.object({
  main: z.object({
    fileId: id(),
    title: headline(),
    status: z.coerce.number().int().min(0).max(2).catch(0),
    startTime: text(''),
    picBig: text(''),
    abstract: text(''),
    config: z
      .object({ videos: lenientList(video) })
      .catch({ videos: [] })
      .default({ videos: [] }),
  }),
  countClick: count(),
  list: lenientList(liveReportSchema),
});

export type LiveView = z.infer<typeof liveViewSchema>;

/** What a live page plays: the live address while live, the playback address once ended (if any). */
export function liveSource(view: LiveView): string | undefined {
  const videoConfig = view.main.config.videos[0];
  if (view.main.status === LIVE_STATUS.live) return videoConfig?.appLiveUrl || undefined;
  if (view.main.status === LIVE_STATUS.ended) return videoConfig?.appPlaybackUrl || undefined;
  return undefined;
}
