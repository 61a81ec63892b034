/**
 * postDetail/:id?.html (帖子) — a post in a circle: who posted it (leading to their profile) and when, its
 * text and pictures, its likes and comments, the way back to its circle and the share button (object type
 * 18, counted for the circle). DiscussionForumPosting structured data. None or deleted is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CircleShare } from '@/components/circles/CircleShare';
import styles from '@/components/circles/circles.module.css';
import { JsonLd } from '@/components/common/JsonLd';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { TopBar } from '@/components/shell/TopBar';
import { loadPost } from '@/lib/loaders/circles';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { postingStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadPost),
  metadata({ locale, data: post }) {
    return screenMetadata({
      title: `${post.userName} · ${post.circle.name}`,
      description: post.content,
      images: [post.pics[0], post.userAvatar],
      path: appPath('postDetail', { id: post.id }),
      locale,
    });
  },
  async View({ locale, config, data: post }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    const path = appPath('postDetail', { id: post.id });
    const circlePath = appPath('circleDetail', { id: post.circle.id });
    const authorPath = appPath('userDetail', { id: post.userId });
    return (
      <>
        <TopBar config={config} />
        <main className={styles.detail} data-testid="post">
          <p className={styles.postAuthor}>
            {post.userAvatar ? <img src={post.userAvatar} alt="" width={40} height={40} /> : null}
            <span>
              <Link href={authorPath} data-testid="post-author">
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
          <div className={styles.shareRow}>
            <CircleShare
              circleId={post.circle.id}
              path={path}
              title={`${post.userName} · ${post.circle.name}`}
              summary={post.content}
              image={post.pics[0]}
              label={t('share')}
              config={config}
            />
          </div>
          <Link className={styles.circleLink} href={circlePath} data-testid="post-circle">
            {t('inCircle', { name: post.circle.name })}
          </Link>
          <JsonLd
            data={postingStructuredData(
              {
                text: post.content,
                published: post.publishTime,
                author: post.userName,
                authorPath,
                images: post.pics,
                forum: {
                  name: post.circle.name,
                  path: circlePath,
                  likes: post.praiseCount,
                  comments: post.commentCount,
                },
              },
              path,
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
