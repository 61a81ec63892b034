/** The native app's download buttons, from the site config's addresses (downloadClient, invitedToDownload). */
import { useTranslations } from 'next-intl';
import type { SiteConfig } from '@/lib/schemas/config';
import styles from './pages.module.css';

export function DownloadButtons({ config }: { config: SiteConfig }) {
  const t = useTranslations('download');
  const links = config._rd_downloadUrl;
  return (
    <div className={styles.buttons}>
      {links.ios ? (
        <a className={styles.button} href={links.ios} data-testid="download-ios">
          {t('ios')}
        </a>
      ) : null}
      {links.android ? (
        <a className={`${styles.button} ${styles.buttonSecondary}`} href={links.android} data-testid="download-android">
          {t('android')}
        </a>
      ) : null}
      {!links.ios && !links.android ? <p>{t('none')}</p> : null}
    </div>
  );
}
