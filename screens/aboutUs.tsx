/** aboutUs.html — about the newspaper (from the site config). */
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import type { SiteConfig } from '@/lib/schemas/config';

function About({ config }: { config: SiteConfig }) {
  const t = useTranslations('about');
  const site = config.siteConfig;
  return (
    <main className={styles.page} data-testid="about">
      <h1>{t('title')}</h1>
      <h2>{site.mainTitle || site.siteName}</h2>
      {site.siteNameEn ? <p lang="en">{site.siteNameEn}</p> : null}
      {site.description ? <p>{site.description}</p> : null}
      {site.copyright ? <p>{site.copyright}</p> : null}
    </main>
  );
}

export default defineScreen({
  // everything it shows is in the site config
  load: async () => ({}),
  async metadata({ locale, config }) {
    const t = await getTranslations({ locale, namespace: 'about' });
    const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
    return screenMetadata({
      title: `${t('title')} · ${site}`,
      description: config.siteConfig.description || site,
      path: appPath('aboutUs'),
      locale,
    });
  },
  View({ config }) {
    return (
      <>
        <TopBar config={config} />
        <About config={config} />
      </>
    );
  },
});
