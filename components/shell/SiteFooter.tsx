import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { SiteConfig } from '@/lib/schemas/config';
import { LanguageMenu } from '@/components/shell/LanguageMenu';
import styles from './shell.module.css';

export function SiteFooter({ config, locale }: { config: SiteConfig; locale: Locale }) {
  const t = useTranslations('shell');
  const name = config.siteConfig.mainTitle || config.siteConfig.siteName;
  return (
    <footer className={styles.footer}>
      <LanguageMenu current={locale} label={t('language')} />
      <p>{config.siteConfig.copyright || t('copyright', { name })}</p>
    </footer>
  );
}
