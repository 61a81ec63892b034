/** Live broadcasts (spec §3 "Live"): liveView answers. Status 0 preview, 1 live now, 2 ended. */
import { z } from 'zod';
import { count, flag, headline, id, lenientList, text } from './common';

export const LIVE_STATUS = { preview: 0, live: 1, ended: 2 } as const;

const video = z.object({ appLiveUrl: text(''), appPlaybackUrl: text('') });

export const liveReportSchema = z
  .object({
    id: id(),
    content: text(''),
    pics: z.array(z.string()).catch([]).default([]),
    time: text(''),
    reporter: z
      .object({ name: text(''), avatar: text('') })
      .catch({ name: '', avatar: '' })
      .default({ name: '', avatar: '' }),
    // the newsroom's marks: a key event (listed at the top), the pinned report
    keyEvent: flag(),
    pinned: flag(),
  })
  .transform(({ pics, ...report }) => ({ ...report, pictures: pics }));

export type LiveReport = z.output<typeof liveReportSchema>;

const liveMain = z
  .object({
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
  })
  .transform(({ fileId, picBig, config, ...main }) => ({
    id: fileId,
    ...main,
    bigPicture: picBig,
    /** The first stream's addresses: live while on air, the recording once over ('' when none). */
    liveUrl: config.videos[0]?.appLiveUrl ?? '',
    playbackUrl: config.videos[0]?.appPlaybackUrl ?? '',
  }));

export const liveViewSchema = z
  .object({
    main: liveMain,
    countClick: count(),
    list: lenientList(liveReportSchema),
    keyEvents: lenientList(liveReportSchema),
    pinned: liveReportSchema.nullable().catch(null).default(null),
  })
  .transform(({ main, countClick, list, keyEvents, pinned }) => ({
    main,
    readCount: countClick,
    list,
    keyEvents,
    pinned,
  }));

export type LiveView = z.output<typeof liveViewSchema>;

/** What a live page plays: the live address while live, the playback address once ended (if any). */
export function liveSource(view: LiveView): string | undefined {
  if (view.main.status === LIVE_STATUS.live) return view.main.liveUrl || undefined;
  if (view.main.status === LIVE_STATUS.ended) return view.main.playbackUrl || undefined;
  return undefined;
}
