'use client';
/**
 * Offline, a bar under the top bar says so: what the reader sees is a kept copy, and liking, commenting
 * and voting wait for the connection (their buttons say so when tapped). It links the saved articles.
 */
import { useTranslations } from 'next-intl';
import { OFFLINE_PAGE } from '@/lib/offline/offlinePage';
import { useOnline } from './useOnline';
import styles from './offline.module.css';

export function OfflineBanner({ basePath }: { basePath: string }) {
  const t = useTranslations('offline');
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <span>{t('banner')}</span>
      {/* a whole page load: the service worker answers it from what it keeps */}
      <a href={`${basePath}${OFFLINE_PAGE}`}>{t('bannerLink')}</a>
    </div>
  );
}
