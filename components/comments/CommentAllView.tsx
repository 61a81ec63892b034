'use client';
/**
 * commentAll: every comment of an article in three views — latest (the tree: top-level comments with
 * their first replies, paged), hot (the most liked) and by time (flat, paged) — with the comment box and
 * the buttons of every comment. The first page of the tree comes rendered from the server.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchComments, fetchFlatComments, fetchHotComments } from '@/lib/api/comments';
import type { CommentPage, FlatPage } from '@/lib/schemas/comment';
import { LoadMore } from '../common/LoadMore';
import { onTabArrows } from '../common/tabArrows';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { CommentComposer } from './CommentComposer';
import { CommentDialog } from './CommentDialog';
import { CommentItem } from './CommentItem';
import { withPending } from './CommentSection';
import styles from './comments.module.css';
import sectionStyles from './commentsSection.module.css';
import { useCommentActions } from './useCommentActions';
import { commentsKey } from '../participation/useParticipation';

type View = 'latest' | 'hot' | 'flat';
const VIEWS: View[] = ['latest', 'hot', 'flat'];
const HOT_COUNT = 20;

export const CommentAllView = withQueries(function CommentAllView({
  articleId,
  auditType,
  initial,
}: {
  articleId: number;
  auditType: number;
  initial: CommentPage;
}) {
  const t = useTranslations('comments');
  const tEmpty = useTranslations('empty');
  const api = useApi();
  const [view, setView] = useState<View>('latest');
  const panel = useId();
  const { actions, state, replyTo, setReplyTo, dialog } = useCommentActions(articleId, true);
  const latest = useInfiniteQuery<CommentPage, Error, InfiniteData<CommentPage, number>, readonly unknown[], number>({
    queryKey: commentsKey(articleId),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchComments(api, articleId, pageParam, { signal });
      return isEmpty(answer) ? { ...initial, list: [], hasMore: false } : answer;
    },
    initialPageParam: 0,
    initialData: { pages: [initial], pageParams: [0] },
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
    staleTime: 30_000,
  });
  const hot = useQuery({
    queryKey: ['comments-hot-all', articleId],
    queryFn: async ({ signal }) => {
      const answer = await fetchHotComments(api, articleId, HOT_COUNT, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    enabled: view === 'hot',
    staleTime: 30_000,
  });
  const flat = useInfiniteQuery<FlatPage, Error, InfiniteData<FlatPage, number>, readonly unknown[], number>({
    queryKey: ['comments-flat', articleId],
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchFlatComments(api, articleId, pageParam, { signal });
      return isEmpty(answer) ? { list: [], totalCount: 0, page: 0, hasMore: false } : answer;
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
    enabled: view === 'flat',
    staleTime: 30_000,
  });

  const threads = withPending(latest.data?.pages.flatMap((page) => page.list) ?? [], state.data?.pendingComments ?? []);
  const shown =
    view === 'latest'
      ? threads
      : view === 'hot'
        ? (hot.data ?? [])
        : (flat.data?.pages.flatMap((page) => page.list) ?? []);
  const query = view === 'latest' ? latest : view === 'hot' ? hot : flat;
  const paged = view === 'latest' ? latest : view === 'flat' ? flat : undefined;

  return (
    <section className={sectionStyles.section} data-testid="comment-all">
      {auditType === 2 ? null : (
        <CommentComposer articleId={articleId} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} />
      )}
      <div
        className={styles.views}
        role="tablist"
        aria-label={t('order')}
        onKeyDown={(event) => onTabArrows(event, VIEWS, view, setView)}
      >
        {VIEWS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`${panel}-tab-${item}`}
            aria-controls={panel}
            aria-selected={view === item}
            tabIndex={view === item ? 0 : -1}
            data-tab={item}
            className={view === item ? styles.viewOn : styles.view}
            onClick={() => setView(item)}
            data-testid={`view-${item}`}
          >
            {t(item)}
          </button>
        ))}
      </div>
      {/* one panel: the comments in the chosen order */}
      <div role="tabpanel" id={panel} aria-labelledby={`${panel}-tab-${view}`}>
        {query.isPending ? (
          <LoadMore hasMore loading failed={false} onLoad={() => undefined} />
        ) : query.isError && !query.data ? (
          <LoadMore hasMore loading={false} failed onLoad={() => void query.refetch()} />
        ) : shown.length === 0 ? (
          <p className={styles.count} data-testid="no-comments">
            {tEmpty('noComments')}
          </p>
        ) : (
          <ul className={styles.list} data-testid={`comments-${view}`}>
            {shown.map((comment) => (
              <CommentItem key={comment.id} comment={comment} actions={actions} />
            ))}
          </ul>
        )}
        {paged && shown.length ? (
          <LoadMore
            hasMore={Boolean(paged.hasNextPage)}
            loading={paged.isFetchingNextPage}
            failed={paged.isFetchNextPageError}
            onLoad={() => void paged.fetchNextPage({ cancelRefetch: false })}
          />
        ) : null}
      </div>
      <CommentDialog {...dialog} />
    </section>
  );
});
