/** Answers of the short-video calls ({mvod}, platform/API.md "Short video"; status 0 is success there). */
import { z } from 'zod';
import { count, flag, id, lenientList, text } from './common';

export const shortVideoSchema = z.object({
  id: id(),
  title: text(''),
  description: text(''),
  author: text(''),
  avatar: text(''),
  cover: text(''),
  categoryId: count(),
  duration: count(),
  publishTime: text(''),
  playCount: count(),
  praiseCount: count(),
  lang: text('zh'),
});
export type ShortVideo = z.infer<typeof shortVideoSchema>;

export const shortVideoAttachSchema = z.object({
  list: lenientList(
    z.object({
      type: text('video'),
      url: z.string().min(1),
      width: count(),
      height: count(),
      duration: count(),
      cover: text(''),
    }),
  ),
});
export type ShortVideoFile = z.infer<typeof shortVideoAttachSchema>['list'][number];

export const shortVideoCategorySchema = z.object({ id: id(), name: text(''), nodeCode: text('pub') });

export const shortVideoShareSchema = z
  .object({ title: text(''), desc: text(''), imgUrl: text(''), url: text(''), forbidShare: flag() })
  .transform((share) => ({
    title: share.title,
    description: share.desc,
    picture: share.imgUrl,
    link: share.url,
    shareClosed: share.forbidShare,
  }));
export type ShortVideoShare = z.output<typeof shortVideoShareSchema>;

export const shortVideoConfigSchema = z.object({
  autoPlay: flag(),
  loop: flag(true),
  showRelated: flag(true),
  relatedSize: z.coerce.number().int().min(1).max(20).catch(4),
  nodeCode: text('pub'),
});
export type ShortVideoConfig = z.infer<typeof shortVideoConfigSchema>;

export const shortVideoCommonSchema = z.object({ appName: text(''), logo: text(''), downloadUrl: text('') });
export type ShortVideoCommon = z.infer<typeof shortVideoCommonSchema>;

export const shortVideoListSchema = z.object({ list: lenientList(shortVideoSchema), total: count() });

export const shortVideoEventSchema = z.object({ playCount: count(), praiseCount: count(), counted: flag() });
