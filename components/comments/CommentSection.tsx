'use client';
/**
 * The comments under an article: hot comments, then the latest with their first replies, labels for
 * official comments and replies, top and excellent ones, paged with "load more"; the reader's own
 * comments still in review, marked as such; the comment box (hidden when the site's audit type is 2);
 * per comment: like (once), reply, delete (my own), report. Loaded in the browser as the reader
 * approaches, so the article's HTML stays the same for everyone (cacheable). User text is always shown as
 * text: React escapes it; nothing a reader typed is ever parsed as HTML.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchComments, fetchHotComments } from '@/lib/api/comments';
import { useMember, type Member } from '@/lib/member/memberStore';
import { formatCount } from '@/lib/model/count';
import type { Comment, CommentPage, Thread } from '@/lib/schemas/comment';
import { showToast } from '@/lib/ui/toast';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { useNearViewport } from '../common/useNearViewport';
import { useApi } from '../providers/RuntimeContext';
import { CommentComposer, type ReplyTarget } from './CommentComposer';
import styles from './comments.module.css';
import {
  commentsKey,
  hotKey,
  participationProblem,
  useArticleState,
  useDeleteComment,
  useLikeComment,
  useReportComment,
  type Outcome,
} from './useParticipation';

const EMPTY_PAGE: CommentPage = { list: [], totalCount: 0, page: 0, hasMore: false };

function Labels({ comment, reply }: { comment: Comment; reply?: boolean }) {
  const t = useTranslations('comments');
  return (
    <>
      {comment.isOfficial ? <span className={styles.label}>{reply ? t('officialReply') : t('official')}</span> : null}
      {comment.isTop ? <span className={styles.label}>{t('top')}</span> : null}
      {comment.isExcellent ? <span className={styles.label}>{t('excellent')}</span> : null}
      {comment.status === 0 ? (
        <span className={styles.review} data-testid="in-review">
          {t('inReview')}
        </span>
      ) : null}
    </>
  );
}

/** What a comment's buttons do; undefined where the reader may not (replies to a comment in review). */
interface Actions {
  member?: Member;
  liked: (id: number) => boolean;
  like: (id: number) => void;
  reply: (target: ReplyTarget) => void;
  remove: (id: number) => void;
  report: (id: number) => void;
}

function CommentButtons({ comment, actions }: { comment: Comment; actions: Actions }) {
  const t = useTranslations('comments');
  const tActions = useTranslations('actions');
  const locale = useLocale();
  const liked = actions.liked(comment.id);
  const mine = Boolean(actions.member && comment.userID === actions.member.userid);
  if (comment.status !== 1)
    return mine ? (
      <button
        type="button"
        className={styles.action}
        onClick={() => actions.remove(comment.id)}
        data-testid="comment-delete"
      >
        {t('delete')}
      </button>
    ) : null;
  return (
    <>
      <button
        type="button"
        className={liked ? styles.actionOn : styles.action}
        aria-pressed={liked}
        aria-label={tActions('like')}
        onClick={() => actions.like(comment.id)}
        data-testid="comment-like"
      >
        <span aria-hidden>{liked ? '♥' : '♡'}</span>
        <span data-testid="comment-like-count">
          {comment.countPraise > 0 ? formatCount(comment.countPraise, locale) : ''}
        </span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => actions.reply({ id: comment.id, name: comment.userName })}
        data-testid="comment-reply"
      >
        {t('reply')}
      </button>
      {mine ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => actions.remove(comment.id)}
          data-testid="comment-delete"
        >
          {t('delete')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => actions.report(comment.id)}
          data-testid="comment-report"
        >
          {t('report')}
        </button>
      )}
    </>
  );
}

function Pictures({ pics }: { pics: string[] }) {
  if (!pics.length) return null;
  return (
    <div className={styles.commentPictures}>
      {pics.map((pic) => (
        <a key={pic} href={pic} target="_blank" rel="noopener noreferrer">
          <img src={pic} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </a>
      ))}
    </div>
  );
}

function CommentItem({ comment, actions }: { comment: Comment | Thread; actions: Actions }) {
  const t = useTranslations('comments');
  const replies = 'topDiscuss' in comment ? comment.topDiscuss : undefined;
  return (
    <li className={styles.comment} data-testid="comment" data-comment-id={comment.id}>
      <img
        className={styles.avatar}
        src={comment.avatar || undefined}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
      />
      <div>
        <div className={styles.name}>
          <span>{comment.userName}</span>
          <Labels comment={comment} />
        </div>
        <p className={styles.content} data-testid="comment-content">
          {comment.content}
        </p>
        <Pictures pics={comment.pics} />
        <div className={styles.meta}>
          {comment.createTime ? <RelativeTime value={comment.createTime} /> : null}
          {comment.location ? <span>{comment.location}</span> : null}
          <span className={styles.actions}>
            <CommentButtons comment={comment} actions={actions} />
          </span>
        </div>
        {replies && replies.list.length ? (
          <div className={styles.replies}>
            {replies.list.map((reply) => (
              <div key={reply.id} className={styles.reply} data-testid="reply" data-comment-id={reply.id}>
                <p className={styles.replyText}>
                  <span className={styles.replyName}>{reply.userName}</span>
                  <Labels comment={reply} reply />
                  {t('replySeparator')}
                  <span data-testid="reply-content">{reply.content}</span>
                </p>
                <Pictures pics={reply.pics} />
                <div className={styles.meta}>
                  <span className={styles.actions}>
                    <CommentButtons comment={reply} actions={actions} />
                  </span>
                </div>
              </div>
            ))}
            {replies.hasMore ? (
              <Link className={styles.more} href={`/replyAll/${comment.id}.html`} data-testid="more-replies">
                {t('moreReplies')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

/**
 * My comments still in review (the platform keeps them for their author): a comment above the others, a
 * reply at the top of its thread's replies; those already in the list (just posted) are not repeated.
 */
export function withPending(listed: Thread[], pending: Comment[]): Thread[] {
  const shown = new Set(listed.flatMap((thread) => [thread.id, ...thread.topDiscuss.list.map((reply) => reply.id)]));
  const fresh = pending.filter((comment) => !shown.has(comment.id));
  const tops: Thread[] = fresh
    .filter((comment) => !comment.parentID)
    .map((comment) => ({ ...comment, topDiscuss: { list: [], page: 0, totalPage: 0, hasMore: false } }));
  const threads = listed.map((thread) => {
    const replies = fresh.filter((comment) => comment.parentID && (comment.rootID || comment.parentID) === thread.id);
    return replies.length
      ? { ...thread, topDiscuss: { ...thread.topDiscuss, list: [...replies, ...thread.topDiscuss.list] } }
      : thread;
  });
  return [...tops, ...threads];
}

export function CommentSection({ articleId, auditType = 0 }: { articleId: number; auditType?: number }) {
  const api = useApi();
  const section = useRef<HTMLElement>(null);
  // the comments load as the reader approaches them (or at once when the page opens at #comments)
  const near = useNearViewport(section);
  const t = useTranslations('comments');
  const tAll = useTranslations();
  const tEmpty = useTranslations('empty');
  const member = useMember();
  const [replyTo, setReplyTo] = useState<ReplyTarget | undefined>();
  const hot = useQuery({
    queryKey: hotKey(articleId),
    queryFn: async ({ signal }) => {
      const answer = await fetchHotComments(api, articleId, 3, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    staleTime: 30_000,
    enabled: near,
  });
  const latest = useInfiniteQuery<CommentPage, Error, InfiniteData<CommentPage, number>, readonly unknown[], number>({
    queryKey: commentsKey(articleId),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchComments(api, articleId, pageParam, { signal });
      return isEmpty(answer) ? EMPTY_PAGE : answer;
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
    staleTime: 30_000,
    enabled: near,
  });
  const state = useArticleState(articleId, near);
  const likeComment = useLikeComment(articleId);
  const remove = useDeleteComment(articleId);
  const report = useReportComment();

  const threads = withPending(
    latest.data?.pages.flatMap((page) => page.list) ?? [],
    state.data?.myPendingComments ?? [],
  );
  const total = latest.data?.pages[0]?.totalCount ?? 0;

  const tell = (outcome: Outcome | undefined) => {
    if (!outcome) return;
    showToast(
      outcome.ok
        ? tAll(outcome.text)
        : outcome.problem.startsWith('actions.')
          ? tAll(outcome.problem)
          : t(outcome.problem),
    );
  };
  const actions: Actions = {
    member,
    liked: (id) => Boolean(state.data?.praisedComments.includes(id)),
    like: (id) => {
      if (state.data?.praisedComments.includes(id)) return showToast(tAll('actions.alreadyLiked'));
      void likeComment(id).then(tell);
    },
    reply: setReplyTo,
    remove: (id) => {
      if (remove.isPending || !window.confirm(t('deleteConfirm'))) return;
      remove.mutate(id, {
        onSuccess: () => showToast(t('deleted')),
        onError: (error) => showToast(t(participationProblem(error, 'comment') as 'failed')),
      });
    },
    report: (id) => {
      if (report.isPending) return;
      report.mutate(id, {
        onSuccess: () => showToast(t('reported')),
        onError: (error) => showToast(t(participationProblem(error, 'report') as 'failed')),
      });
    },
  };

  return (
    <section
      ref={section}
      id="comments"
      className={styles.section}
      aria-labelledby="comments-heading"
      data-testid="comments"
    >
      <h2 className={styles.heading} id="comments-heading">
        {t('title')}
        {total ? <span className={styles.count}>{t('count', { count: total })}</span> : null}
      </h2>
      {auditType === 2 ? null : (
        <CommentComposer articleId={articleId} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} />
      )}
      {hot.data?.length ? (
        <>
          <h3 className={styles.subheading}>{t('hot')}</h3>
          <ul className={styles.list} data-testid="hot-comments">
            {hot.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} actions={actions} />
            ))}
          </ul>
        </>
      ) : null}
      {latest.isPending ? (
        <LoadMore hasMore loading failed={false} onLoad={() => undefined} />
      ) : latest.isError && !latest.data ? (
        <LoadMore hasMore loading={false} failed onLoad={() => void latest.refetch()} />
      ) : threads.length === 0 ? (
        <p className={styles.count} data-testid="no-comments">
          {tEmpty('noComments')}
        </p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('latest')}</h3>
          <ul className={styles.list} data-testid="latest-comments">
            {threads.map((thread) => (
              <CommentItem key={thread.id} comment={thread} actions={actions} />
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(latest.hasNextPage)}
            loading={latest.isFetchingNextPage}
            failed={latest.isFetchNextPageError}
            onLoad={() => void latest.fetchNextPage({ cancelRefetch: false })}
          />
        </>
      )}
    </section>
  );
}
