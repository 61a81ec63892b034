'use client';
/**
 * replyAll: one comment and all its replies (oldest first, paged), with the box answering that comment
 * (or a reply the reader picks). A new reply goes on top of the replies (spec §4). The first page comes
 * rendered from the server.
 */
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { isEmpty } from '@/lib/api/answer';
import { fetchReplies } from '@/lib/api/comments';
import type { Comment, ReplyPage } from '@/lib/schemas/comment';
import { LoadMore } from '../common/LoadMore';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { CommentComposer } from './CommentComposer';
import { CommentDialog } from './CommentDialog';
import { CommentItem } from './CommentItem';
import styles from './comments.module.css';
import sectionStyles from './commentsSection.module.css';
import { useCommentActions } from './useCommentActions';

export const ReplyAllView = withQueries(function ReplyAllView({
  root,
  auditType,
  initial,
}: {
  root: Comment;
  auditType: number;
  initial: ReplyPage;
}) {
  const t = useTranslations('comments');
  const api = useApi();
  const client = useQueryClient();
  const key = ['replies', root.id] as const;
  const { actions, replyTo, setReplyTo, dialog } = useCommentActions(root.articleId, true);
  const replies = useInfiniteQuery<ReplyPage, Error, InfiniteData<ReplyPage, number>, readonly unknown[], number>({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchReplies(api, root.id, pageParam, { signal });
      return isEmpty(answer) ? { ...initial, list: [], hasMore: false } : answer;
    },
    initialPageParam: 0,
    initialData: { pages: [initial], pageParams: [0] },
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
    staleTime: 30_000,
  });
  const list = replies.data?.pages.flatMap((page) => page.list) ?? [];
  const total = replies.data?.pages[0]?.totalCount ?? 0;

  function onPosted(comment: Comment) {
    client.setQueryData<InfiniteData<ReplyPage, number>>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page, index) =>
              index === 0 ? { ...page, list: [comment, ...page.list], totalCount: page.totalCount + 1 } : page,
            ),
          }
        : data,
    );
  }

  return (
    <section className={sectionStyles.section} data-testid="reply-all">
      <ul className={styles.list} data-testid="root-comment">
        <CommentItem comment={root} actions={actions} />
      </ul>
      {auditType === 2 || !root.articleId ? null : (
        <CommentComposer
          articleId={root.articleId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(undefined)}
          fixedTarget={{ id: root.id, name: root.authorName }}
          onPosted={onPosted}
        />
      )}
      <h2 className={styles.subheading}>{t('replyCount', { count: total })}</h2>
      {list.length === 0 ? (
        <p className={styles.count} data-testid="no-replies">
          {t('noReplies')}
        </p>
      ) : (
        <ul className={styles.list} data-testid="replies">
          {list.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </ul>
      )}
      {list.length ? (
        <LoadMore
          hasMore={Boolean(replies.hasNextPage)}
          loading={replies.isFetchingNextPage}
          failed={replies.isFetchNextPageError}
          onLoad={() => void replies.fetchNextPage({ cancelRefetch: false })}
        />
      ) : null}
      <CommentDialog {...dialog} />
    </section>
  );
});
