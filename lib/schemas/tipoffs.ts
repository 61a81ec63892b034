/** Answers of the tip-off and submission calls (platform/API.md "Tip-offs and submissions"). */
import { z } from 'zod';
import { audioList, pictureUrls, videoList } from './attachments';
import { count, id, lenientList, text } from './common';

/** What a tip-off, a question or a submission carries: pictures, videos and audios (spec §3 Tipoff). */
export const attachmentFields = {
  pics: pictureUrls(),
  videos: videoList(),
  audios: audioList(),
};

export const tipoffSchema = z.object({
  id: id(),
  title: text(''),
  content: text(''),
  userName: text(''),
  ...attachmentFields,
  createTime: text(''),
  status: count(),
  reply: text(''),
  lang: text('zh'),
});
export type Tipoff = z.infer<typeof tipoffSchema>;

export const submissionSchema = z.object({
  id: id(),
  callId: count(),
  title: text(''),
  content: text(''),
  userName: text(''),
  ...attachmentFields,
  createTime: text(''),
  status: count(),
  lang: text('zh'),
});
export type Submission = z.infer<typeof submissionSchema>;

/** A submission with the call for submissions it answers (null when sent on its own). */
export const submissionDetailSchema = submissionSchema.extend({
  call: z
    .object({ id: id(), title: text(''), description: text(''), pic: text(''), endTime: text('') })
    .nullable()
    .catch(null),
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const submissionPageSchema = z.object({
  list: lenientList(submissionSchema),
  hasMore: z.boolean().catch(false).default(false),
});
