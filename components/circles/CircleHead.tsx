/**
 * A circle's head (circleDetail): cover, avatar, name, member and post counts, description, the share
 * button (object type 18) and, for a closed circle, that it takes no posts.
 */
import { getTranslations } from 'next-intl/server';
import type { CircleDetail } from '@/lib/schemas/circles';
import type { SiteConfig } from '@/lib/schemas/config';
import { appPath } from '@/lib/routing/routes';
import { CircleShare } from './CircleShare';
import styles from './circles.module.css';

export async function CircleHead({
  circle,
  locale,
  config,
}: {
  circle: CircleDetail;
  locale: string;
  config: SiteConfig;
}) {
  const t = await getTranslations({ locale, namespace: 'circles' });
  return (
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
          path={appPath('circleDetail', { id: circle.id })}
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
  );
}
