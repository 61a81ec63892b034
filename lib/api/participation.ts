/**
 * {base} calls of taking part (platform/API.md "Taking part"): posting, deleting and reporting comments,
 * comment pictures, likes through the event call (with appID), favourites, topic subscriptions, the
 * reader's own state of an article or topic, and the reply, flat and count forms of the comments.
 * Member calls carry the member's access token (CallSpec.member).
 */
import type { z } from 'zod';
import type * as Schemas from '../schemas/participation';
import type { ApiClient, CallOptions, CallSpec } from './client';
import { EVENT_TYPE, OBJECT_TYPE } from './events';

const schemas = () => import('../schemas/participation');
const load =
  <K extends keyof typeof Schemas>(name: K) =>
  (): Promise<(typeof Schemas)[K]> =>
    schemas().then((module) => module[name]);

export const participationCalls = {
  discuss: {
    name: 'discuss',
    base: 'base',
    path: 'discuss',
    method: 'POST',
    member: true,
    schema: load('postedCommentSchema'),
  },
  delMyDiscuss: {
    name: 'delMyDiscuss',
    base: 'base',
    path: 'delMyDiscuss',
    method: 'POST',
    member: true,
    schema: load('reportSchema'),
  },
  expose: { name: 'expose', base: 'base', path: 'expose', method: 'POST', member: true, schema: load('reportSchema') },
  uploadImage: {
    name: 'uploadImage',
    base: 'base',
    path: 'uploadImage',
    method: 'POST',
    encoding: 'multipart',
    member: true,
    timeout: 'wrapped',
    schema: load('uploadSchema'),
  },
  event: { name: 'event', base: 'base', path: 'event', method: 'POST', member: true, schema: load('praiseSchema') },
  fav: { name: 'fav', base: 'base', path: 'fav', method: 'POST', member: true, schema: load('toggleSchema') },
  favCancel: {
    name: 'favCancel',
    base: 'base',
    path: 'favCancel',
    method: 'POST',
    member: true,
    schema: load('toggleSchema'),
  },
  subscribeTopic: {
    name: 'subscribeTopic',
    base: 'base',
    path: 'subscribeTopic',
    method: 'POST',
    member: true,
    schema: load('toggleSchema'),
  },
  cancelSubscribeTopic: {
    name: 'cancelSubscribeTopic',
    base: 'base',
    path: 'cancelSubscribeTopic',
    method: 'POST',
    member: true,
    schema: load('toggleSchema'),
  },
  getArticleUserState: {
    name: 'getArticleUserState',
    base: 'base',
    path: 'getArticleUserState',
    member: true,
    schema: load('articleUserStateSchema'),
  },
  getTopicUserState: {
    name: 'getTopicUserState',
    base: 'base',
    path: 'getTopicUserState',
    member: true,
    schema: load('topicUserStateSchema'),
  },
} as const satisfies Record<string, CallSpec<z.ZodType>>;

export interface CommentDraft {
  articleId: number;
  parentId?: number;
  content: string;
  pics?: string[];
  userId?: number;
  userName?: string;
}

export function postComment(api: ApiClient, draft: CommentDraft, options?: CallOptions) {
  return api.call(
    participationCalls.discuss,
    {
      // the real form: rootID is the commented article, parentID the comment replied to
      rootID: draft.articleId,
      parentID: draft.parentId ?? 0,
      content: draft.content,
      pics: (draft.pics ?? []).join(','),
      userID: draft.userId,
      userName: draft.userName,
      sourceType: 0,
      channel: 1,
    },
    options,
  );
}

export function uploadCommentImage(api: ApiClient, file: File, options?: CallOptions) {
  return api.call(participationCalls.uploadImage, {}, { ...options, files: { file } });
}

export function praiseCall(
  api: ApiClient,
  target: { kind: keyof typeof OBJECT_TYPE; id: number },
  add: boolean,
  options?: CallOptions,
) {
  return api.call(
    participationCalls.event,
    {
      id: target.id,
      type: OBJECT_TYPE[target.kind],
      eventType: add ? EVENT_TYPE.praise : EVENT_TYPE.cancelPraise,
      channel: 1,
      // "add praise carries appId" (spec §7)
      appID: api.runtime.appId,
    },
    options,
  );
}
