/**
 * Answers of the question-and-answer calls (platform/API.md "Questions and answers"): 问吧 topics and their
 * questions, and 问政 questions with their attachments (spec §3 QA).
 */
import { z } from 'zod';
import { audioList, pictureUrls, videoList } from './attachments';
import { count, id, lenientList, text } from './common';

export const askTopicSchema = z.object({
  id: id(),
  title: text(''),
  description: text(''),
  pic: text(''),
  guestName: text(''),
  guestTitle: text(''),
  guestAvatar: text(''),
  startTime: text(''),
  endTime: text(''),
  questionCount: count(),
  lang: text('zh'),
});
export type AskTopic = z.infer<typeof askTopicSchema>;

export const askQuestionSchema = z.object({
  id: id(),
  topicId: count(),
  userName: text(''),
  userAvatar: text(''),
  content: text(''),
  createTime: text(''),
  answer: text(''),
  answerTime: text(''),
  countPraise: count(),
});
export type AskQuestion = z.infer<typeof askQuestionSchema>;

export const askQuestionPageSchema = z.object({
  list: lenientList(askQuestionSchema),
  hasMore: z.boolean().catch(false).default(false),
});
export const askShortListSchema = z.object({ list: lenientList(askQuestionSchema) });

/** One question with the topic it was put to (askDetail). */
export const askQuestionDetailSchema = askQuestionSchema.extend({
  // the topic's language is its questions'
  topic: z.object({
    id: id(),
    title: text(''),
    guestName: text(''),
    guestTitle: text(''),
    guestAvatar: text(''),
    lang: text('zh'),
  }),
});
export type AskQuestionDetail = z.infer<typeof askQuestionDetailSchema>;

/** A 问政 question (qaDetail, newQaDetail): qaType 1 shows its images, 2 its videos; audios always. */
export const govQuestionSchema = z.object({
  id: id(),
  title: text(''),
  content: text(''),
  userName: text(''),
  department: text(''),
  qaType: z.coerce.number().int().catch(1),
  images: pictureUrls(),
  videos: videoList(),
  audios: audioList(),
  answerPics: pictureUrls(),
  createTime: text(''),
  answer: text(''),
  answerTime: text(''),
  lang: text('zh'),
  qaConfig: z
    .object({ showDepartment: z.boolean().catch(true), showAsker: z.boolean().catch(true) })
    .catch({ showDepartment: true, showAsker: true }),
});
export type GovQuestion = z.infer<typeof govQuestionSchema>;
