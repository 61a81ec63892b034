'use client';
/**
 * What a reader does under an article, with react-query on top of the server-rendered page: their own
 * state (liked, favourited, liked comments, comments in review), posting a comment or reply (inserted at
 * the top of the list or of the parent's replies, spec §4), liking comments and the article (optimistic,
 * rolled back on failure, one request per tap), favourites, deleting and reporting. Every refusal is
 * turned into a message key of the "comments" / "actions" texts (participationProblem).
 */
import { useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isEmpty, type Empty } from '@/lib/api/answer';
import { ApiError } from '@/lib/api/errors';
import { participationCalls, postComment, praiseCall, type CommentDraft } from '@/lib/api/participation';
import { xyCalls } from '@/lib/api/xyAccounts';
import { rememberLike } from '@/lib/device';
import { useMember } from '@/lib/member/memberStore';
import type { Comment, CommentPage, Thread } from '@/lib/schemas/comment';
import type { ArticleUserState, TopicUserState } from '@/lib/schemas/participation';
import { recordAction } from '@/lib/analytics/count';
import { DATA_TYPES } from '@/lib/analytics/record';
import type { ReportReason } from '@/lib/model/commentReport';
import { useApi, useCounting } from '../providers/RuntimeContext';

export const stateKey = (articleId: number, member?: number) => ['article-state', articleId, member ?? 0] as const;
export const commentsKey = (articleId: number) => ['comments', articleId] as const;
export const hotKey = (articleId: number) => ['comments-hot', articleId] as const;

/** A refusal → the key of the message to show (namespace "comments" unless it starts with "actions."). */
export type Problem =
  | 'loginToComment'
  | 'expired'
  | 'empty'
  | 'tooLong'
  | 'closed'
  | 'imageType'
  | 'imageTooLarge'
  | 'alreadyReported'
  | 'actions.repeatedLike'
  | 'actions.loginToFav'
  | 'actions.loginToSubscribe'
  | 'actions.subscribeClosed'
  | 'tooMany'
  | 'loginToReport'
  | 'failed';

export function participationProblem(
  error: unknown,
  action: 'comment' | 'like' | 'fav' | 'report' | 'upload',
): Problem {
  if (!(error instanceof ApiError) || error.kind !== 'status') return 'failed';
  switch (error.status) {
    case 10102:
    case 10103:
      // the protocol already forgot the login and told every screen (lib/api/protocol.ts)
      return 'expired';
    case 401:
      return action === 'fav' ? 'actions.loginToFav' : action === 'report' ? 'loginToReport' : 'loginToComment';
    case 403:
      return 'closed';
    case 409:
      return action === 'report' ? 'alreadyReported' : 'actions.repeatedLike';
    case 413:
      return 'imageTooLarge';
    case 429:
      // the platform's limits per address and per member (platform/API.md "Limits")
      return 'tooMany';
    case 415:
      return 'imageType';
    case 400:
      if (error.reason === '请输入内容') return 'empty';
      if (/^评论不能超过/.test(error.reason)) return 'tooLong';
      return 'failed';
    default:
      return 'failed';
  }
}

/** The reader's own state of an article; fetched in the browser only (the page's HTML is shared). */
export function useArticleState(articleId: number, enabled: boolean) {
  const api = useApi();
  const member = useMember();
  return useQuery({
    queryKey: stateKey(articleId, member?.id),
    queryFn: async ({ signal }): Promise<ArticleUserState | null> => {
      const answer = await api.call(participationCalls.getArticleUserState, { articleId }, { signal });
      if (!isEmpty(answer)) rememberLike(articleId, answer.liked);
      return isEmpty(answer) ? null : answer;
    },
    enabled,
    staleTime: 30_000,
  });
}

type Pages = InfiniteData<CommentPage, number>;

/** Applies fn to every comment of the article held in the caches (latest pages, replies, hot). */
export function mapComments(client: QueryClient, articleId: number, fn: (comment: Comment) => Comment): void {
  client.setQueryData<Pages>(commentsKey(articleId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((thread) => ({
              ...(fn(thread) as Thread),
              replies: { ...thread.replies, list: thread.replies.list.map(fn) },
            })),
          })),
        }
      : data,
  );
  client.setQueryData<Comment[]>(hotKey(articleId), (list) => list?.map(fn));
}

/** A new comment at the top of the list, or a reply at the top of its thread's replies (spec §4). */
export function insertComment(data: Pages | undefined, comment: Comment): Pages | undefined {
  if (!data) return data;
  const rootId = comment.rootId || comment.parentId;
  if (!rootId) {
    const [first, ...rest] = data.pages;
    const thread: Thread = { ...comment, replies: { list: [], page: 0, totalPage: 0, hasMore: false } };
    const head: CommentPage = first
      ? { ...first, list: [thread, ...first.list], totalCount: first.totalCount + (comment.status === 1 ? 1 : 0) }
      : { list: [thread], totalCount: 1, page: 0, hasMore: false };
    return { ...data, pages: [head, ...rest] };
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((thread) =>
        thread.id === rootId
          ? { ...thread, replies: { ...thread.replies, list: [comment, ...thread.replies.list] } }
          : thread,
      ),
    })),
  };
}

export function usePostComment(articleId: number) {
  const api = useApi();
  const client = useQueryClient();
  const counting = useCounting();
  return useMutation({
    mutationFn: async (draft: Omit<CommentDraft, 'articleId'>) => {
      const answer = await postComment(api, { ...draft, articleId });
      if (isEmpty(answer)) throw new ApiError('status', 'discuss', 'empty answer');
      return answer;
    },
    onSuccess: (comment) => {
      client.setQueryData<Pages>(commentsKey(articleId), (data) => insertComment(data, comment));
      if (counting) recordAction(counting.analytics, counting.inApp, { dataType: DATA_TYPES.comment, articleId });
    },
  });
}

/** Runs at most one request per key at a time: a double tap sends one. */
function useOnce() {
  const running = useRef(new Set<string>());
  return async <T>(key: string, work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    try {
      return await work();
    } finally {
      running.current.delete(key);
    }
  };
}

/**
 * Before an optimistic change to a reader's state: a refetch of it already on its way (focus, a new
 * mount) would answer with the state from before the tap and take the change back, so it is cancelled.
 * Only when the cache holds a state: a cancelled first fetch would leave nothing to show.
 */
async function holdState(client: QueryClient, key: readonly unknown[]): Promise<void> {
  if (client.getQueryData(key) !== undefined) await client.cancelQueries({ queryKey: key, exact: true });
}

export type Outcome = { ok: true; text: string } | { ok: false; problem: Problem };

/**
 * A member's on/off choice with a count (favourite, topic subscription): flipped in the cache at once,
 * the count from the platform's answer, the cache put back when the platform refuses.
 */
async function toggleWithCount<S>(
  client: QueryClient,
  key: readonly unknown[],
  spec: {
    read: (state: S) => { on: boolean; count: number };
    /** The state with these values; given no state, whatever the cache should then hold. */
    write: (state: S | null | undefined, value: { on: boolean; count: number }) => S | null | undefined;
    send: (add: boolean) => Promise<{ count: number } | Empty>;
    texts: [added: string, removed: string];
    problem: (error: unknown) => Problem;
  },
): Promise<Outcome> {
  await holdState(client, key);
  const before = client.getQueryData<S | null>(key);
  const add = !(before && spec.read(before).on);
  client.setQueryData<S | null>(key, (state) =>
    state ? spec.write(state, { on: add, count: Math.max(0, spec.read(state).count + (add ? 1 : -1)) }) : state,
  );
  try {
    const answer = await spec.send(add);
    if (!isEmpty(answer))
      client.setQueryData<S | null>(key, (state) => spec.write(state, { on: add, count: answer.count }));
    return { ok: true, text: spec.texts[add ? 0 : 1] };
  } catch (error) {
    client.setQueryData(key, before);
    return { ok: false, problem: spec.problem(error) };
  }
}

/** Likes a comment once (a liked comment is not sent again: "already liked"), optimistic with rollback. */
export function useLikeComment(articleId: number) {
  const api = useApi();
  const counting = useCounting();
  const client = useQueryClient();
  const member = useMember();
  const once = useOnce();
  const key = stateKey(articleId, member?.id);
  return async (commentId: number): Promise<Outcome | undefined> => {
    const state = client.getQueryData<ArticleUserState | null>(key);
    if (state?.likedComments.includes(commentId)) return { ok: false, problem: 'actions.repeatedLike' };
    return once(`comment-${commentId}`, async () => {
      const bump = (delta: number) =>
        mapComments(client, articleId, (comment) =>
          comment.id === commentId ? { ...comment, likeCount: Math.max(0, comment.likeCount + delta) } : comment,
        );
      const mark = (liked: boolean) =>
        client.setQueryData<ArticleUserState | null>(key, (current) =>
          current
            ? {
                ...current,
                likedComments: liked
                  ? [...current.likedComments, commentId]
                  : current.likedComments.filter((id) => id !== commentId),
              }
            : current,
        );
      await holdState(client, key);
      bump(1);
      mark(true);
      try {
        await praiseCall(api, { kind: 'comment', id: commentId }, true);
        if (counting) recordAction(counting.analytics, counting.inApp, { dataType: DATA_TYPES.like, articleId });
        return { ok: true, text: 'actions.likeSuccess' };
      } catch (error) {
        const problem = participationProblem(error, 'like');
        // a repeated like (another tab, another visit) stays liked; anything else is rolled back
        if (problem !== 'actions.repeatedLike') {
          bump(-1);
          mark(false);
        }
        return { ok: false, problem };
      }
    });
  };
}

/** The article's like (a toggle: like / cancel) and favourite (members only), optimistic with rollback. */
export function useArticleToggles(articleId: number) {
  const api = useApi();
  const counting = useCounting();
  const client = useQueryClient();
  const member = useMember();
  const once = useOnce();
  const key = stateKey(articleId, member?.id);
  const patch = (fn: (state: ArticleUserState) => ArticleUserState) =>
    client.setQueryData<ArticleUserState | null>(key, (current) => (current ? fn(current) : current));

  async function toggleLike(): Promise<Outcome | undefined> {
    return once('like', async () => {
      await holdState(client, key);
      const before = client.getQueryData<ArticleUserState | null>(key);
      const add = !before?.liked;
      patch((state) => ({ ...state, liked: add, likeCount: Math.max(0, state.likeCount + (add ? 1 : -1)) }));
      try {
        const answer = await praiseCall(api, { kind: 'article', id: articleId }, add);
        if (!isEmpty(answer)) patch((state) => ({ ...state, likeCount: answer.likeCount }));
        rememberLike(articleId, add);
        if (add && counting) recordAction(counting.analytics, counting.inApp, { dataType: DATA_TYPES.like, articleId });
        return { ok: true, text: add ? 'actions.likeSuccess' : 'actions.likeCancelled' };
      } catch (error) {
        const problem = participationProblem(error, 'like');
        if (problem === 'actions.repeatedLike') {
          patch((state) => ({ ...state, liked: true }));
          rememberLike(articleId, true);
        } else client.setQueryData(key, before);
        return { ok: false, problem };
      }
    });
  }

  async function toggleFavourite(): Promise<Outcome | undefined> {
    if (!member) return { ok: false, problem: 'actions.loginToFav' };
    return once('fav', () =>
      toggleWithCount<ArticleUserState>(client, key, {
        read: (state) => ({ on: state.favourite, count: state.favouriteCount }),
        write: (state, { on, count }) => (state ? { ...state, favourite: on, favouriteCount: count } : state),
        send: (add) => api.call(add ? participationCalls.fav : participationCalls.favCancel, { articleId }),
        texts: ['actions.favSuccess', 'actions.favCancelled'],
        problem: (error) => participationProblem(error, 'fav'),
      }),
    );
  }

  return { toggleLike, toggleFavourite };
}

export function useDeleteComment(articleId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => api.call(participationCalls.delMyDiscuss, { id: commentId }),
    onSuccess: (_answer, commentId) => {
      client.setQueryData<Pages>(commentsKey(articleId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list
                  .filter((thread) => thread.id !== commentId)
                  .map((thread) => ({
                    ...thread,
                    replies: {
                      ...thread.replies,
                      list: thread.replies.list.filter((c) => c.id !== commentId),
                    },
                  })),
              })),
            }
          : data,
      );
      client.setQueryData<Comment[]>(hotKey(articleId), (list) => list?.filter((c) => c.id !== commentId));
      void client.invalidateQueries({ queryKey: ['article-state', articleId] });
    },
  });
}

export function useReportComment() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: ReportReason }) =>
      api.call(participationCalls.expose, { id, reason }),
  });
}

/** What a reader can subscribe to: a special topic, or a media account. */
export type SubscriptionTarget = { kind: 'topic'; id: number } | { kind: 'xy'; id: number };

const SUBSCRIPTION_CALLS = {
  topic: {
    state: participationCalls.getTopicUserState,
    add: participationCalls.subscribeTopic,
    remove: participationCalls.cancelSubscribeTopic,
    param: 'topicId',
  },
  xy: { state: xyCalls.getXyUserState, add: xyCalls.subscribeXy, remove: xyCalls.cancelSubscribeXy, param: 'xyId' },
} as const;

/** A subscription (members only): the reader's state and the count, and a toggle with rollback. */
export function useSubscription(target: SubscriptionTarget, enabled: boolean) {
  const api = useApi();
  const client = useQueryClient();
  const member = useMember();
  const once = useOnce();
  const calls = SUBSCRIPTION_CALLS[target.kind];
  const params = { [calls.param]: target.id };
  const key = [`${target.kind}-state`, target.id, member?.id ?? 0] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<TopicUserState | null> => {
      const answer = await api.call(calls.state, params, { signal });
      return isEmpty(answer) ? null : answer;
    },
    enabled,
    staleTime: 30_000,
  });
  async function toggle(): Promise<Outcome | undefined> {
    if (!member) return { ok: false, problem: 'actions.loginToSubscribe' };
    return once('subscribe', () =>
      toggleWithCount<TopicUserState>(client, key, {
        read: (current) => ({ on: current.subscribed, count: current.subscriberCount }),
        write: (_current, { on, count }) => ({ subscribed: on, subscriberCount: count }),
        send: (add) => api.call(add ? calls.add : calls.remove, params),
        texts: ['actions.subscribeSuccess', 'actions.subscribeCancelled'],
        problem: (error) => {
          const problem = participationProblem(error, 'fav');
          if (problem === 'actions.loginToFav') return 'actions.loginToSubscribe';
          return problem === 'closed' ? 'actions.subscribeClosed' : problem;
        },
      }),
    );
  }
  return { state, toggle };
}
