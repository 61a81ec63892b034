/**
 * One post in a circle's list or a member's profile: who posted it (leading to their profile) and when,
 * its text (leading to the post), its pictures in a grid, its likes and comments.
 */
import Link from 'next/link';
import { fillSlots } from '@/lib/i18n/browserFill';
import { appPath } from '@/lib/routing/routes';
import type { Post } from '@/lib/schemas/circles';
import { LazyRelativeTime } from '../common/LazyRelativeTime';
import styles from './circles.module.css';

export interface PostCardTexts {
  /** With the {count} of likes. */
  likes: string;
  /** With the {count} of comments. */
  comments: string;
}

export function PostCard({ post, texts }: { post: Post; texts: PostCardTexts }) {
  return (
    <article className={styles.post} data-testid="circle-post" data-id={post.id}>
      <p className={styles.postAuthor}>
        {post.userAvatar ? <img src={post.userAvatar} alt="" width={36} height={36} loading="lazy" /> : null}
        <span>
          {post.userId ? (
            <Link href={appPath('userDetail', { id: post.userId })} data-testid="post-author">
              {post.userName}
            </Link>
          ) : (
            <strong>{post.userName}</strong>
          )}
          <small>
            <LazyRelativeTime value={post.publishTime} />
          </small>
        </span>
      </p>
      <Link href={appPath('postDetail', { id: post.id })} className={styles.postText} data-testid="post-link">
        {post.content}
      </Link>
      {post.pics.length ? (
        <div className={post.pics.length === 1 ? styles.onePicture : styles.pictures}>
          {post.pics.map((pic) => (
            <img key={pic} src={pic} alt="" width={320} height={320} loading="lazy" decoding="async" />
          ))}
        </div>
      ) : null}
      <p className={styles.postCounts}>
        <span data-count={post.praiseCount}>{fillSlots(texts.likes, { count: post.praiseCount })}</span>
        <span data-count={post.commentCount}>{fillSlots(texts.comments, { count: post.commentCount })}</span>
      </p>
    </article>
  );
}
