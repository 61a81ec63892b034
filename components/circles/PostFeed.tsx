'use client';
/** A circle's posts, newest or hottest first, after the server-rendered first page: 20 a page, more on scroll. */
import { isEmpty } from '@/lib/api/answer';
import { fetchPosts, type PostListType } from '@/lib/api/circles';
import type { Post } from '@/lib/schemas/circles';
import { EmptyState } from '../common/EmptyState';
import { LoadMore } from '../common/LoadMore';
import { usePagedItems } from '../common/usePagedItems';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import { PostCard, type PostCardTexts } from './PostCard';
import styles from './circles.module.css';

const PAGE = 20;

export const PostFeed = withQueries(function PostFeed({
  circleId,
  listType,
  initial,
  texts,
}: {
  circleId: number;
  listType: PostListType;
  initial: Post[];
  texts: PostCardTexts & { empty: string };
}) {
  const api = useApi();
  const { items, footer } = usePagedItems({
    key: ['circle-posts', circleId, listType],
    initial,
    fetchPage: async (page, signal) => {
      const answer = await fetchPosts(api, circleId, listType, page, { signal });
      return isEmpty(answer) ? [] : answer.list;
    },
    hasMore: (last) => last.length >= PAGE,
  });
  if (!items.length) return <EmptyState title={texts.empty} />;
  return (
    <>
      <ul className={styles.posts} data-testid={`circle-posts-${listType}`}>
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} texts={texts} />
          </li>
        ))}
      </ul>
      <LoadMore {...footer} />
    </>
  );
});
