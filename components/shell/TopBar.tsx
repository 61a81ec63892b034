/**
 * The top bar (spec §2): logo, "触屏版", the newspaper link when a valid paper URL is configured, and a
 * menu icon that opens login; on the login screen a close icon that goes back instead.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { readRuntimeConfig } from '@/lib/env';
import { validPaperUrl } from '@/lib/model/paperUrl';
import { logoPath } from '@/lib/routing/logo';
import type { SiteConfig } from '@/lib/schemas/config';
import { PaperIcon, UserIcon } from '../common/icons';
import { CloseButton } from './CloseButton';
import styles from './shell.module.css';

export interface TopBarProps {
  config: SiteConfig;
  /** login: a close button instead of the menu; overStage: laid over a full-screen stage (short videos). */
  variant?: 'default' | 'login' | 'overStage';
}

export function TopBar({ config, variant = 'default' }: TopBarProps) {
  const t = useTranslations('topBar');
  const siteName = config.siteConfig.mainTitle || config.siteConfig.siteName || t('fallbackName');
  const paperUrl = validPaperUrl(config._p_wap.paperUrl);
  const logo = logoPath(config.padLogo, readRuntimeConfig().basePath);
  return (
    <header className={variant === 'overStage' ? `${styles.topBar} ${styles.overStage}` : styles.topBar}>
      {/* the name a screen reader hears holds the visible words (the edition), then says where it leads */}
      <Link
        href="/home.html"
        className={styles.brand}
        aria-label={t('home', { name: siteName, edition: t('touchEdition') })}
      >
        {logo ? (
          <img className={styles.logo} src={logo} alt={siteName} width={86} height={28} />
        ) : (
          <span className={styles.logoText}>{siteName}</span>
        )}
        <span className={styles.edition}>{t('touchEdition')}</span>
      </Link>
      <nav className={styles.actions}>
        {paperUrl && variant !== 'login' ? (
          <a className={styles.action} href={paperUrl} data-testid="paper-link">
            <PaperIcon />
            <span>{t('paper')}</span>
          </a>
        ) : null}
        {variant === 'login' ? (
          <CloseButton label={t('close')} className={styles.action} />
        ) : (
          <Link
            className={styles.action}
            href="/login.html"
            prefetch={false}
            aria-label={t('menu')}
            data-testid="menu-login"
          >
            <UserIcon />
          </Link>
        )}
      </nav>
    </header>
  );
}
