/** A circle post as postDetail shows it: who posted it (to their profile) and when, its text, pictures and counts. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { appPath } from '@/lib/routing/routes';
import type { PostDetail } from '@/lib/schemas/circles';
import styles from './circles.module.css';

export async function PostContent({ post, locale }: { post: PostDetail; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'circles' });
  return (
    <>
      <p className={styles.postAuthor}>
        {post.userAvatar ? <img src={post.userAvatar} alt="" width={40} height={40} /> : null}
        <span>
          <Link href={appPath('userDetail', { id: post.userId })} data-testid="post-author">
            {post.userName}
          </Link>
          <small>
            <LazyRelativeTime value={post.publishTime} />
          </small>
        </span>
      </p>
      <h1>{post.content}</h1>
      {post.pics.length ? (
        <div className={post.pics.length === 1 ? styles.onePicture : styles.pictures} data-testid="post-pictures">
          {post.pics.map((pic) => (
            <img key={pic} src={pic} alt="" width={320} height={320} decoding="async" />
          ))}
        </div>
      ) : null}
      <p className={styles.postCounts}>
        <span data-count={post.praiseCount}>{t('likes', { count: post.praiseCount })}</span>
        <span data-count={post.commentCount}>{t('comments', { count: post.commentCount })}</span>
      </p>
    </>
  );
}
