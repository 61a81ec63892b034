/** A circle post as postDetail shows it: who posted it (to their profile) and when, its text, pictures and its like. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { slots } from '@/lib/i18n/browserFill';
import { appPath } from '@/lib/routing/routes';
import type { PostDetail } from '@/lib/schemas/circles';
import { PostLike } from './PostLike';
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
      <PostLike
        postId={post.id}
        praiseCount={post.praiseCount}
        commentCount={post.commentCount}
        texts={{
          likes: t('likes', slots('count')),
          comments: t('comments', slots('count')),
          alreadyLiked: t('alreadyLiked'),
          failed: t('postComments.problems.failed'),
        }}
      />
    </>
  );
}
