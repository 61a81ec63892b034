/** Dynamics (动态) of a media account or a reporter (platform/API.md "Media accounts", "Reporters"). */
import { z } from 'zod';
import { videoList } from './attachments';
import { count, id, lenientList, text } from './common';

/** A dynamic (动态) of an account or a reporter: a short text with pictures or videos. */
export const dynamicFields = z.object({
  id: id(),
  content: text(''),
  pics: lenientList(z.object({ url: z.string().min(1), width: count(), height: count() })),
  videos: videoList(),
  publishtime: text(''),
  lang: text('zh'),
});
export const dynamicOf = <T extends z.output<typeof dynamicFields>>({ publishtime, pics, ...dynamic }: T) => ({
  ...dynamic,
  pictures: pics,
  published: publishtime,
});
export const dynamicSchema = dynamicFields.transform(dynamicOf);
export type Dynamic = z.output<typeof dynamicSchema>;
export const dynamicListSchema = z.object({ list: lenientList(dynamicSchema) });
