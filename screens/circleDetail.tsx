/**
 * circleDetail/:id?.html (圈子) — a circle: its cover, name, members and posts, the share button (object
 * type 18), its notices (each at noticeDetail), posting for members (closed circles take none), its
 * posts newest and hottest first (20 a page) and the other circles. None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CircleShare } from '@/components/circles/CircleShare';
import styles from '@/components/circles/circles.module.css';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { PostComposer } from '@/components/circles/PostComposer';
import { PostFeed } from '@/components/circles/PostFeed';
import { Tabs } from '@/components/common/Tabs';
import { TopBar } from '@/components/shell/TopBar';
import { POST_LIST } from '@/lib/api/circles';
import { slots } from '@/lib/i18n/browserFill';
import { loadCircle } from '@/lib/loaders/circles';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadCircle),
  metadata({ locale, data: { circle } }) {
    return screenMetadata({
      title: circle.name,
      description: circle.description,
      images: [circle.cover, circle.avatar],
      path: appPath('circleDetail', { id: circle.id }),
      locale,
    });
  },
  async View({ locale, config, data: { circle, newest, hot, others } }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    const cardTexts = {
      likes: t('likes', slots('count')),
      comments: t('comments', slots('count')),
      empty: t('noPosts'),
    };
    const problems = [
      'empty',
      'tooLong',
      'imageType',
      'imageTooLarge',
      'tooMany',
      'expired',
      'closed',
      'uploadFailed',
      'failed',
    ] as const;
    const path = appPath('circleDetail', { id: circle.id });
    return (
      <>
        <TopBar config={config} />
        <main lang={circle.lang === 'en' ? 'en' : undefined}>
          <header className={styles.head} data-testid="circle">
            {circle.cover ? <img className={styles.cover} src={circle.cover} alt="" width={750} height={281} /> : null}
            <div className={styles.headRow}>
              {circle.avatar ? <img src={circle.avatar} alt="" width={64} height={64} /> : null}
              <div>
                <h1>{circle.name}</h1>
                <p className={styles.headMeta}>
                  <span data-testid="circle-members" data-count={circle.memberCount}>
                    {t('members', { count: circle.memberCount })}
                  </span>
                  <span data-testid="circle-posts" data-count={circle.postCount}>
                    {t('posts', { count: circle.postCount })}
                  </span>
                </p>
              </div>
            </div>
            {circle.description ? <p className={styles.description}>{circle.description}</p> : null}
            <div className={styles.shareRow}>
              <CircleShare
                circleId={circle.id}
                path={path}
                title={circle.name}
                summary={circle.description}
                image={circle.cover || undefined}
                label={t('share')}
                config={config}
              />
              {circle.status === 1 ? null : (
                <p className={styles.closed} data-testid="circle-closed">
                  {t('closed')}
                </p>
              )}
            </div>
          </header>
          {circle.noticeList.length ? (
            <section className={styles.section} aria-labelledby="circle-notices">
              <h2 id="circle-notices">{t('notices')}</h2>
              <ul className={styles.notices} data-testid="circle-notices">
                {circle.noticeList.map((notice) => (
                  <li key={notice.id}>
                    <Link href={appPath('noticeDetail', { id: notice.id, circleId: circle.id })}>
                      <span>{notice.title}</span>
                      <small>
                        <LazyRelativeTime value={notice.publishTime} />
                      </small>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {circle.status === 1 ? (
            <PostComposer
              circleId={circle.id}
              texts={{
                title: t('composer.title'),
                label: t('composer.label'),
                addPicture: t('composer.addPicture'),
                removePicture: t('composer.removePicture'),
                submit: t('composer.submit'),
                posting: t('composer.posting'),
                uploading: t('composer.uploading'),
                loginPrompt: t('composer.loginPrompt'),
                login: t('composer.login'),
                problems: Object.fromEntries(
                  problems.map((key) => [key, t(`problems.${key}`, slots('max', 'count'))]),
                ) as Record<(typeof problems)[number], string>,
              }}
            />
          ) : null}
          <div className={styles.section}>
            <Tabs
              testId="circle"
              label={t('tabs')}
              tabs={[
                {
                  key: 'newest',
                  label: t('newest'),
                  panel: (
                    <PostFeed circleId={circle.id} listType={POST_LIST.newest} initial={newest} texts={cardTexts} />
                  ),
                },
                {
                  key: 'hot',
                  label: t('hot'),
                  panel: <PostFeed circleId={circle.id} listType={POST_LIST.hot} initial={hot} texts={cardTexts} />,
                },
              ]}
            />
          </div>
          {others.length ? (
            <section className={styles.section} aria-labelledby="circle-others">
              <h2 id="circle-others">{t('others')}</h2>
              <ul className={styles.others}>
                {others.map((other) => (
                  <li key={other.id} lang={other.lang === 'en' ? 'en' : undefined}>
                    <Link href={appPath('circleDetail', { id: other.id })} data-testid="circle-other">
                      {other.avatar ? <img src={other.avatar} alt="" width={40} height={40} loading="lazy" /> : null}
                      <span>{other.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </main>
      </>
    );
  },
});
