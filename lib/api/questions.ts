/**
 * {nis} calls of questions and answers (platform/API.md "Questions and answers"): the 问吧 topic
 * (subject), its question list, hot and new lists, one question; one 问政 question (QA detail).
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/questions';
import type { ApiClient, CallOptions, CallSpec } from './client';

const schemas = () => import('../schemas/questions');
function nis<K extends keyof typeof Schemas>(path: string, schema: K) {
  return {
    name: path,
    base: 'nis',
    path,
    schema: (): Promise<(typeof Schemas)[K]> => schemas().then((module) => module[schema]),
  } as const;
}

export const questionCalls = {
  getSubject: nis('getSubject', 'askTopicSchema'),
  getQuestionList: nis('getQuestionList', 'askQuestionPageSchema'),
  getHotList: nis('getHotList', 'askShortListSchema'),
  getNewList: nis('getNewList', 'askShortListSchema'),
  getQuestionDetail: nis('getQuestionDetail', 'askQuestionDetailSchema'),
  getQaDetail: nis('getQaDetail', 'govQuestionSchema'),
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export const fetchAskTopic = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(questionCalls.getSubject, { id }, options);
export const fetchAskQuestions = (client: ApiClient, topicId: number, page: number, options?: CallOptions) =>
  client.call(questionCalls.getQuestionList, { topicId, page }, options);
export const fetchAskShortList = (client: ApiClient, kind: 'hot' | 'new', topicId: number, options?: CallOptions) =>
  client.call(kind === 'hot' ? questionCalls.getHotList : questionCalls.getNewList, { topicId }, options);
export const fetchAskQuestion = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(questionCalls.getQuestionDetail, { id }, options);
export const fetchGovQuestion = (client: ApiClient, id: number, options?: CallOptions) =>
  client.call(questionCalls.getQaDetail, { id }, options);
