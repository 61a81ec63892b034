/**
 * friendsCircleDetail/:id?.html (朋友圈) — a member's moment: who posted it (leading to their profile) and
 * when, its text and pictures, its likes and the comments under it. None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/circles/circles.module.css';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { TopBar } from '@/components/shell/TopBar';
import { loadMoment } from '@/lib/loaders/circles';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadMoment),
  async metadata({ locale, data: moment }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    return screenMetadata({
      title: `${moment.userName} · ${t('moment')}`,
      description: moment.content,
      images: [moment.pics[0]],
      person: { name: moment.userName, avatar: moment.userAvatar },
      path: appPath('friendsCircleDetail', { id: moment.id }),
      locale,
    });
  },
  async View({ locale, config, data: moment }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <article className={styles.detail} data-testid="moment">
            <p className={styles.postAuthor}>
              {moment.userAvatar ? <img src={moment.userAvatar} alt="" width={40} height={40} /> : null}
              <span>
                <Link href={appPath('userDetail', { id: moment.userId })} data-testid="moment-author">
                  {moment.userName}
                </Link>
                <small>
                  <LazyRelativeTime value={moment.publishTime} />
                </small>
              </span>
            </p>
            <h1>{moment.content}</h1>
            {moment.pics.length ? (
              <div
                className={moment.pics.length === 1 ? styles.onePicture : styles.pictures}
                data-testid="moment-pictures"
              >
                {moment.pics.map((pic) => (
                  <img key={pic} src={pic} alt="" width={320} height={320} decoding="async" />
                ))}
              </div>
            ) : null}
            <p className={styles.postCounts}>
              <span data-count={moment.praiseCount}>{t('likes', { count: moment.praiseCount })}</span>
            </p>
          </article>
          <section className={styles.section} aria-labelledby="moment-comments">
            <h2 id="moment-comments">{t('momentComments')}</h2>
            {moment.comments.length ? (
              <ul className={styles.comments} data-testid="moment-comments">
                {moment.comments.map((comment, index) => (
                  <li key={index}>
                    <strong>{comment.name}</strong>
                    {comment.content}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('noComments')}</p>
            )}
          </section>
        </main>
      </>
    );
  },
});
