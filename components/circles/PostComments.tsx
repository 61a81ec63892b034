'use client';
/**
 * A post's comments (postDetail): members comment (one composition, one request id: a double tap or a
 * retry is stored once) and see theirs first at once; everyone reads them newest first, 20 a page, more
 * on scroll. Guests get the way to log in and back. Asked of the platform in the browser: a reader's own
 * comment is there on the next look, whatever the page's cache.
 */
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import Link from 'next/link';
import { useRef, useState, useSyncExternalStore } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { newRequestId } from '@/lib/api/requestId';
import { commentPost, fetchPostComments } from '@/lib/api/circles';
import { ApiError } from '@/lib/api/errors';
import { fillSlots } from '@/lib/i18n/browserFill';
import { loginHref } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import type { PostCommentPage } from '@/lib/schemas/circles';
import { LoadMore } from '../common/LoadMore';
import { RelativeTime } from '../common/RelativeTime';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './circles.module.css';

export interface PostCommentsTexts {
  title: string;
  count: string;
  empty: string;
  label: string;
  send: string;
  sending: string;
  loginPrompt: string;
  login: string;
  problems: Record<CommentProblem, string>;
}

export type CommentProblem = 'empty' | 'tooLong' | 'expired' | 'closed' | 'failed';

/** A comment's longest text, as the platform holds it. */
const MAX_CHARS = 500;
const EMPTY: PostCommentPage = { list: [], totalCount: 0, hasMore: false };
const noSubscription = () => () => undefined;

/** The query of a post's comments; its first page's total is what the post's own count shows too. */
export const postCommentsKey = (postId: number) => ['post-comments', postId] as const;

function problemOf(error: unknown): CommentProblem {
  if (!(error instanceof ApiError) || error.kind !== 'status') return 'failed';
  if (error.status === 401 || error.status === 10102) return 'expired';
  if (error.status === 403) return 'closed';
  return 'failed';
}

export const PostComments = withQueries(function PostComments({
  postId,
  open,
  texts,
}: {
  postId: number;
  /** The circle takes comments (an open circle). */
  open: boolean;
  texts: PostCommentsTexts;
}) {
  const api = useApi();
  const member = useMember();
  const queries = useQueryClient();
  const key = postCommentsKey(postId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<CommentProblem>();
  const requestId = useRef(newRequestId());
  const here = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname.slice(api.runtime.basePath.length)}#post-comments`,
    () => '',
  );

  const comments = useInfiniteQuery<PostCommentPage, Error, InfiniteData<PostCommentPage, number>, typeof key, number>({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await fetchPostComments(api, postId, pageParam, { signal });
      return isEmpty(answer) ? EMPTY : answer;
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.hasMore ? all.length : undefined),
  });
  const send = useMutation({
    mutationFn: (content: string) => commentPost(api, { postId, content, requestId: requestId.current }),
    onSuccess: () => {
      requestId.current = newRequestId();
      setText('');
      void queries.invalidateQueries({ queryKey: key });
    },
    onError: (error) => setProblem(problemOf(error)),
  });

  function onSend() {
    if (send.isPending) return;
    const content = text.trim();
    if (!content) return setProblem('empty');
    if (Array.from(content).length > MAX_CHARS) return setProblem('tooLong');
    setProblem(undefined);
    send.mutate(content);
  }

  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];
  const total = comments.data?.pages[0]?.totalCount ?? 0;
  return (
    <section className={styles.postComments} id="post-comments" aria-labelledby="post-comments-title">
      <h2 id="post-comments-title">
        {texts.title}
        {total ? <span data-testid="post-comments-total">{fillSlots(texts.count, { count: total })}</span> : null}
      </h2>
      {!open ? null : member ? (
        <div className={styles.commentBox} data-testid="post-comment-box">
          <textarea
            className={styles.textarea}
            rows={2}
            aria-label={texts.label}
            placeholder={texts.label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="post-comment-input"
          />
          <button
            type="button"
            className={styles.button}
            disabled={send.isPending}
            onClick={onSend}
            data-testid="post-comment-send"
          >
            {send.isPending ? texts.sending : texts.send}
          </button>
          {problem ? (
            <p className={styles.problem} role="alert" data-testid="post-comment-problem">
              {fillSlots(texts.problems[problem], { max: MAX_CHARS })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.commentLogin} data-testid="post-comment-login">
          {texts.loginPrompt} <Link href={loginHref(here || undefined)}>{texts.login}</Link>
        </p>
      )}
      {comments.isPending ? null : list.length ? (
        <ul className={styles.commentList} data-testid="post-comments">
          {list.map((comment) => (
            <li key={comment.id} data-testid="post-comment">
              {comment.userAvatar ? <img src={comment.userAvatar} alt="" width={32} height={32} /> : null}
              <div>
                <p className={styles.commentAuthor}>
                  <span>{comment.userName}</span>
                  <RelativeTime value={comment.createTime} />
                </p>
                <p className={styles.commentText}>{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.commentEmpty}>{comments.isError ? texts.problems.failed : texts.empty}</p>
      )}
      <LoadMore
        hasMore={Boolean(comments.hasNextPage)}
        loading={comments.isFetchingNextPage}
        failed={comments.isFetchNextPageError}
        onLoad={() => void comments.fetchNextPage({ cancelRefetch: false })}
      />
    </section>
  );
});
