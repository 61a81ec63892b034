'use client';
/**
 * A post's like (postDetail): the count the page was rendered with, then the platform's answer; once per
 * reader (the member, else the device), a second tap says so. The comment count beside it leads to them.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { likePost } from '@/lib/api/circles';
import { isEmpty } from '@/lib/api/answer';
import { fillSlots } from '@/lib/i18n/browserFill';
import { showToast } from '@/lib/ui/toast';
import { ThumbIcon } from '../common/icons';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './circles.module.css';

export interface PostLikeTexts {
  likes: string;
  comments: string;
  alreadyLiked: string;
  failed: string;
}

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
  const [count, setCount] = useState(praiseCount);
  const [liked, setLiked] = useState(false);
  const like = useMutation({
    mutationFn: () => likePost(api, postId),
    onSuccess: (answer) => {
      if (isEmpty(answer)) return showToast(texts.failed);
      setCount(answer.praiseCount);
      setLiked(true);
      if (!answer.counted) showToast(texts.alreadyLiked);
    },
    onError: () => showToast(texts.failed),
  });
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
        {fillSlots(texts.comments, { count: commentCount })}
      </a>
    </p>
  );
});
