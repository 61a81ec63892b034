/** downloadClient.html — where to get the native app (addresses from the site config). */
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { DownloadButtons } from '@/components/pages/DownloadButtons';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import type { Locale } from '@/lib/i18n/locales';
import { siteNameInProse } from '@/lib/i18n/siteName';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import type { SiteConfig } from '@/lib/schemas/config';

function Download({ config, locale }: { config: SiteConfig; locale: Locale }) {
  const t = useTranslations('download');
  return (
    <main className={styles.page}>
      <h1>{t('title')}</h1>
      <p>{t('pitch', { name: siteNameInProse(config.siteConfig, locale) })}</p>
      <DownloadButtons config={config} />
    </main>
  );
}

export default defineScreen({
  // everything it shows is in the site config
  load: async () => ({}),
  async metadata({ locale, config }) {
    const t = await getTranslations({ locale, namespace: 'download' });
    const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
    return screenMetadata({
      title: `${t('title')} · ${site}`,
      description: t('title') || site,
      path: appPath('downloadClient'),
      locale,
    });
  },
  View({ locale, config }) {
    return (
      <>
        <TopBar config={config} />
        <Download config={config} locale={locale} />
      </>
    );
  },
});
