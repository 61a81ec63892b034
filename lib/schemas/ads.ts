/** {adv} answers: the ads of a placement. */
import { z } from 'zod';
import { count, id, lenientList, text } from './common';

export const adSchema = z
  .object({
    advID: id(),
    title: text(''),
    imgUrl: z.string().regex(/^https?:\/\//i),
    width: count(),
    height: count(),
    linkUrl: text(''),
    /** In a feed: after this many articles. */
    index: count(),
  })
  .transform(({ advID, imgUrl, linkUrl, ...ad }) => ({ id: advID, ...ad, picture: imgUrl, link: linkUrl }));

export type Ad = z.output<typeof adSchema>;

export const adListSchema = z.object({ list: lenientList(adSchema) });

export const adEventSchema = z.object({ advID: id(), type: text(''), count: count() });
