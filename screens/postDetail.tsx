/**
 * postDetail/:id?.html (帖子) — a post in a circle: who posted it (leading to their profile) and when, its
 * text and pictures, its like, its comments and a member's comment box, the way back to its circle and the share button (object type
 * 18, counted for the circle). DiscussionForumPosting structured data. None or deleted is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CircleShare } from '@/components/circles/CircleShare';
import styles from '@/components/circles/circles.module.css';
import { JsonLd } from '@/components/common/JsonLd';
import { PostComments, type CommentProblem } from '@/components/circles/PostComments';
import { PostContent } from '@/components/circles/PostContent';
import { TopBar } from '@/components/shell/TopBar';
import { slots } from '@/lib/i18n/browserFill';
import { loadPost } from '@/lib/loaders/circles';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { postingStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

const PROBLEMS: readonly CommentProblem[] = ['empty', 'tooLong', 'expired', 'closed', 'failed'];

export default defineScreen({
  load: (input) => loadById(input, 'id', loadPost),
  metadata({ locale, data: post }) {
    return screenMetadata({
      title: `${post.userName} · ${post.circle.name}`,
      description: post.content,
      images: [post.pics[0]],
      person: { name: post.userName, about: post.circle.name, avatar: post.userAvatar },
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
          <div lang={contentLanguageTag(post.circle.lang)}>
            <PostContent post={post} locale={locale} />
          </div>
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
          <PostComments
            postId={post.id}
            open={post.circle.status !== 0}
            texts={{
              title: t('postComments.title'),
              count: t('postComments.count', slots('count')),
              empty: t('noComments'),
              label: t('postComments.label'),
              send: t('postComments.send'),
              sending: t('postComments.sending'),
              loginPrompt: t('postComments.loginPrompt'),
              login: t('composer.login'),
              problems: Object.fromEntries(
                PROBLEMS.map((key) => [key, t(`postComments.problems.${key}`, slots('max'))]),
              ) as Record<CommentProblem, string>,
            }}
          />
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
