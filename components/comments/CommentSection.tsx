'use client';
/**
 * The comments under an article (read side): hot comments, then the latest with their first replies,
 * labels for official comments and replies, top and excellent ones, paged with "load more". Loaded in
 * the browser, so the article's HTML stays the same for everyone (cacheable). User text is always shown
 * as text: React escapes it; nothing a reader typed is ever parsed as HTML.
 */
import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { fetchComments, fetchHotComments } from '@/lib/api/comments';
import { formatCount } from '@/lib/model/count';
import type { Comment, CommentPage, Thread } from '@/lib/schemas/comment';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { useNearViewport } from '../common/useNearViewport';
import { useApi } from '../providers/RuntimeContext';
import styles from './comments.module.css';

const EMPTY_PAGE: CommentPage = { list: [], totalCount: 0, page: 0, hasMore: false };

function Labels({ comment, reply }: { comment: Comment; reply?: boolean }) {
  const t = useTranslations('comments');
  return (
    <>
      {comment.isOfficial ? <span className={styles.label}>{reply ? t('officialReply') : t('official')}</span> : null}
      {comment.isTop ? <span className={styles.label}>{t('top')}</span> : null}
      {comment.isExcellent ? <span className={styles.label}>{t('excellent')}</span> : null}
    </>
  );
}

function CommentItem({ comment }: { comment: Comment | Thread }) {
  const t = useTranslations('comments');
  const locale = useLocale();
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
        <div className={styles.meta}>
          {comment.createTime ? <RelativeTime value={comment.createTime} /> : null}
          {comment.location ? <span>{comment.location}</span> : null}
          {comment.countPraise > 0 ? (
            <span>{t('likes', { count: formatCount(comment.countPraise, locale) })}</span>
          ) : null}
        </div>
        {replies && replies.list.length ? (
          <div className={styles.replies}>
            {replies.list.map((reply) => (
              <p key={reply.id} className={styles.reply} data-testid="reply">
                <span className={styles.replyName}>{reply.userName}</span>
                <Labels comment={reply} reply />
                {t('replySeparator')}
                {reply.content}
              </p>
            ))}
            {replies.hasMore ? <span className={styles.more}>{t('moreReplies')}</span> : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function CommentSection({ articleId }: { articleId: number }) {
  const api = useApi();
  const section = useRef<HTMLElement>(null);
  // the comments load as the reader approaches them (or at once when the page opens at #comments)
  const near = useNearViewport(section);
  const t = useTranslations('comments');
  const tEmpty = useTranslations('empty');
  const hot = useQuery({
    queryKey: ['comments-hot', articleId],
    queryFn: async ({ signal }) => {
      const answer = await fetchHotComments(api, articleId, 3, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    staleTime: 30_000,
    enabled: near,
  });
  const latest = useInfiniteQuery<CommentPage, Error, InfiniteData<CommentPage, number>, readonly unknown[], number>({
    queryKey: ['comments', articleId],
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchComments(api, articleId, pageParam, { signal });
      return isEmpty(answer) ? EMPTY_PAGE : answer;
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
    staleTime: 30_000,
    enabled: near,
  });
  const threads = latest.data?.pages.flatMap((page) => page.list) ?? [];
  const total = latest.data?.pages[0]?.totalCount ?? 0;

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
      {hot.data?.length ? (
        <>
          <h3 className={styles.subheading}>{t('hot')}</h3>
          <ul className={styles.list} data-testid="hot-comments">
            {hot.data.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
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
              <CommentItem key={thread.id} comment={thread} />
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
