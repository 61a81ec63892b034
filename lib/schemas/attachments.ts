/** What readers and editors attach to a post, a question or a tip-off: pictures, videos and audios. */
import { z } from 'zod';
import { count, lenientList, text } from './common';

export const pictureUrls = () => lenientList(z.string().min(1));
export const videoList = () => lenientList(z.object({ url: z.string().min(1), poster: text(''), duration: count() }));
export const audioList = () => lenientList(z.object({ url: z.string().min(1), title: text(''), duration: count() }));
