/**
 * userDetail/:id?.html (用户详情) — a member's profile: name, avatar, since when, their posts in circles
 * and their moments (朋友圈). The platform's answer over the parameters it was asked with; an empty answer
 * (no such member) is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PostCard } from '@/components/circles/PostCard';
import styles from '@/components/circles/circles.module.css';
import { EmptyState } from '@/components/common/EmptyState';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { TopBar } from '@/components/shell/TopBar';
import { slots } from '@/lib/i18n/browserFill';
import { loadMemberProfile } from '@/lib/loaders/circles';
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales';
import { parsePlatformTime } from '@/lib/model/time';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

/** The day a member joined, in the reader's language and the newsroom's time. */
function joinedOn(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
    date,
  );
}

export default defineScreen({
  load: (input) => loadById(input, 'id', loadMemberProfile),
  metadata({ locale, data: profile }) {
    return screenMetadata({
      title: profile.nickname,
      description: profile.moments[0]?.content ?? profile.posts[0]?.content ?? profile.nickname,
      person: { name: profile.nickname, avatar: profile.avatar },
      path: appPath('userDetail', { id: profile.userId }),
      locale,
    });
  },
  async View({ locale, config, data: profile }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    const joined = parsePlatformTime(profile.joinTime);
    const cardTexts = { likes: t('likes', slots('count')), comments: t('comments', slots('count')) };
    return (
      <>
        <TopBar config={config} />
        <main>
          <header className={styles.profile} data-testid="user-profile">
            {profile.avatar ? <img src={profile.avatar} alt="" width={64} height={64} /> : null}
            <div>
              <h1>{profile.nickname}</h1>
              {joined ? <p>{t('joined', { time: joinedOn(joined, locale) })}</p> : null}
            </div>
          </header>
          <section className={styles.section} aria-labelledby="user-moments">
            <h2 id="user-moments">{t('profileMoments')}</h2>
            {profile.moments.length ? (
              <ul className={styles.moments} data-testid="user-moments">
                {profile.moments.map((moment) => (
                  <li key={moment.id}>
                    <Link href={appPath('friendsCircleDetail', { id: moment.id })}>
                      {moment.content}
                      <small>
                        <LazyRelativeTime value={moment.publishTime} />
                        {moment.pics.length ? ` · ${t('pictures', { count: moment.pics.length })}` : ''}
                      </small>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={t('noMoments')} />
            )}
          </section>
          <section className={styles.section} aria-labelledby="user-posts">
            <h2 id="user-posts">{t('profilePosts')}</h2>
            {profile.posts.length ? (
              <ul className={styles.posts} data-testid="user-posts">
                {profile.posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} texts={cardTexts} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={t('noPosts')} />
            )}
          </section>
        </main>
      </>
    );
  },
});
