/**
 * A circle's posts (circleDetail): posting for members of an open circle, then the newest and the
 * hottest posts in two tabs, each from the server-rendered first page on (20 a page).
 */
import { getTranslations } from 'next-intl/server';
import { Tabs } from '@/components/common/Tabs';
import { POST_LIST, type PostListType } from '@/lib/api/circles';
import { slots } from '@/lib/i18n/browserFill';
import type { CircleDetail, Post } from '@/lib/schemas/circles';
import { PostComposer, type Problem } from './PostComposer';
import { PostFeed } from './PostFeed';
import styles from './circles.module.css';

const PROBLEMS: readonly Problem[] = [
  'empty',
  'tooLong',
  'imageType',
  'imageTooLarge',
  'tooMany',
  'expired',
  'closed',
  'uploadFailed',
  'failed',
];

export async function CirclePosts({
  circle,
  newest,
  hot,
  locale,
}: {
  circle: CircleDetail;
  newest: Post[];
  hot: Post[];
  locale: string;
}) {
  const t = await getTranslations({ locale, namespace: 'circles' });
  const cardTexts = { likes: t('likes', slots('count')), comments: t('comments', slots('count')), empty: t('noPosts') };
  const composer = {
    title: t('composer.title'),
    label: t('composer.label'),
    addPicture: t('composer.addPicture'),
    removePicture: t('composer.removePicture'),
    submit: t('composer.submit'),
    posting: t('composer.posting'),
    uploading: t('composer.uploading'),
    loginPrompt: t('composer.loginPrompt'),
    login: t('composer.login'),
    problems: Object.fromEntries(PROBLEMS.map((key) => [key, t(`problems.${key}`, slots('max', 'count'))])) as Record<
      Problem,
      string
    >,
  };
  const feed = (listType: PostListType, initial: Post[]) => (
    <PostFeed circleId={circle.id} listType={listType} initial={initial} texts={cardTexts} />
  );
  return (
    <>
      {circle.status === 1 ? <PostComposer circleId={circle.id} texts={composer} /> : null}
      <div className={styles.section}>
        <Tabs
          testId="circle"
          label={t('tabs')}
          tabs={[
            { key: 'newest', label: t('newest'), panel: feed(POST_LIST.newest, newest) },
            { key: 'hot', label: t('hot'), panel: feed(POST_LIST.hot, hot) },
          ]}
        />
      </div>
    </>
  );
}
