'use client';
/**
 * A post's like (postDetail): the count the page was rendered with, then the platform's answer; once per
 * reader (the member, else the device), a second tap says so. The platform has no "did I like it" read for
 * posts: this device remembers its likes (lib/device.ts), so a reload still shows the post liked. The
 * comment count beside it leads to the comments, and follows their list once it has loaded (a new comment
 * counts at once).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { likePost } from '@/lib/api/circles';
import { isEmpty } from '@/lib/api/answer';
import { likedHere, rememberLike } from '@/lib/device';
import { fillSlots } from '@/lib/i18n/browserFill';
import type { PostCommentPage } from '@/lib/schemas/circles';
import { showToast } from '@/lib/ui/toast';
import { ThumbIcon } from '../common/icons';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { postCommentsKey } from './PostComments';
import styles from './circles.module.css';

export interface PostLikeTexts {
  likes: string;
  comments: string;
  alreadyLiked: string;
  failed: string;
}

const noSubscription = () => () => undefined;

export const PostLike = withQueries(function PostLike({
  postId,
  praiseCount,
  commentCount,
  texts,
}: {
  postId: number;
  praiseCount: number;
  commentCount: number;
  texts: PostLikeTexts;
}) {
  const api = useApi();
  const queries = useQueryClient();
  const [count, setCount] = useState(praiseCount);
  const [likedNow, setLikedNow] = useState(false);
  // never on the server's or the hydrating render: the page is the same for every reader
  const likedBefore = useSyncExternalStore(
    noSubscription,
    () => likedHere(postId, 'post'),
    () => false,
  );
  // the comment list's total, read from the page's query cache without asking for it
  const listed = useSyncExternalStore(
    (changed) => queries.getQueryCache().subscribe(changed),
    () => queries.getQueryData<InfiniteData<PostCommentPage, number>>(postCommentsKey(postId))?.pages[0]?.totalCount,
    () => undefined,
  );
  const like = useMutation({
    mutationFn: () => likePost(api, postId),
    onSuccess: (answer) => {
      if (isEmpty(answer)) return showToast(texts.failed);
      setCount(answer.praiseCount);
      setLikedNow(true);
      rememberLike(postId, true, 'post');
      if (!answer.counted) showToast(texts.alreadyLiked);
    },
    onError: () => showToast(texts.failed),
  });
  const liked = likedNow || likedBefore;
  return (
    <p className={styles.postCounts}>
      <button
        type="button"
        className={styles.postLike}
        aria-pressed={liked}
        disabled={like.isPending}
        onClick={() => like.mutate()}
        data-testid="post-like"
        data-count={count}
      >
        <ThumbIcon />
        {fillSlots(texts.likes, { count })}
      </button>
      <a href="#post-comments" data-testid="post-comment-count">
        {fillSlots(texts.comments, { count: listed ?? commentCount })}
      </a>
    </p>
  );
});
