/** aboutUs.html — about the newspaper (from the site config). */
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import type { SiteConfig } from '@/lib/schemas/config';
import { appPath } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';

export const revalidate = 300;

type Props = { params: Promise<ScreenParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readScreen(params);
  const [t, config] = await Promise.all([getTranslations({ locale, namespace: 'about' }), loadSiteConfig()]);
  const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
  return screenMetadata({
    title: `${t('title')} · ${site}`,
    description: config.siteConfig.description || site,
    path: appPath('aboutUs'),
    locale,
  });
}

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

export default async function AboutUsPage({ params }: Props) {
  await readScreen(params);
  const config = await loadSiteConfig();
  return (
    <>
      <TopBar config={config} />
      <About config={config} />
    </>
  );
}
