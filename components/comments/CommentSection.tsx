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
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRef } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchComments, fetchHotComments } from '@/lib/api/comments';
import { appPath } from '@/lib/routing/routes';
import type { Comment, CommentPage, Thread } from '@/lib/schemas/comment';
import { LoadMore } from '../common/LoadMore';
import { useNearViewport } from '../common/useNearViewport';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { CommentComposer } from './CommentComposer';
import { CommentDialog } from './CommentDialog';
import { CommentItem } from './CommentItem';
import styles from './comments.module.css';
import sectionStyles from './commentsSection.module.css';
import { useCommentActions } from './useCommentActions';
import { commentsKey, hotKey } from '../participation/useParticipation';

const EMPTY_PAGE: CommentPage = { list: [], totalCount: 0, page: 0, hasMore: false };

/**
 * My comments still in review (the platform keeps them for their author): a comment above the others, a
 * reply at the top of its thread's replies; those already in the list (just posted) are not repeated.
 */
export function withPending(listed: Thread[], pending: Comment[]): Thread[] {
  const shown = new Set(listed.flatMap((thread) => [thread.id, ...thread.replies.list.map((reply) => reply.id)]));
  const fresh = pending.filter((comment) => !shown.has(comment.id));
  const tops: Thread[] = fresh
    .filter((comment) => !comment.parentId)
    .map((comment) => ({ ...comment, replies: { list: [], page: 0, totalPage: 0, hasMore: false } }));
  const threads = listed.map((thread) => {
    const replies = fresh.filter((comment) => comment.parentId && (comment.rootId || comment.parentId) === thread.id);
    return replies.length
      ? { ...thread, replies: { ...thread.replies, list: [...replies, ...thread.replies.list] } }
      : thread;
  });
  return [...tops, ...threads];
}

/**
 * The section itself, or (embedded: LazyComments already rendered the section, so the #comments anchor
 * and the element stay the same while the code loads) a plain block inside it.
 */
function Frame({
  ref,
  embedded,
  children,
}: {
  ref: React.Ref<HTMLElement & HTMLDivElement>;
  embedded?: boolean;
  children: React.ReactNode;
}) {
  if (embedded) return <div ref={ref}>{children}</div>;
  return (
    <section
      ref={ref}
      id="comments"
      className={sectionStyles.section}
      aria-labelledby="comments-heading"
      data-testid="comments"
    >
      {children}
    </section>
  );
}

export const CommentSection = withQueries(function CommentSection({
  articleId,
  auditType = 0,
  embedded,
}: {
  articleId: number;
  auditType?: number;
  embedded?: boolean;
}) {
  const api = useApi();
  const section = useRef<HTMLElement & HTMLDivElement>(null);
  // the comments load as the reader approaches them (or at once when the page opens at #comments)
  const near = useNearViewport(section);
  const t = useTranslations('comments');
  const tEmpty = useTranslations('empty');
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
  const { actions, state, replyTo, setReplyTo, dialog } = useCommentActions(articleId, near);

  const threads = withPending(latest.data?.pages.flatMap((page) => page.list) ?? [], state.data?.pendingComments ?? []);
  const total = latest.data?.pages[0]?.totalCount ?? 0;

  return (
    <Frame ref={section} embedded={embedded}>
      <h2 className={sectionStyles.heading} id="comments-heading">
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
          <Link
            className={styles.allLink}
            href={appPath('commentAll', { id: articleId, source: 0 })}
            data-testid="all-comments"
          >
            {t('all')}
          </Link>
        </>
      )}
      <CommentDialog {...dialog} />
    </Frame>
  );
});
