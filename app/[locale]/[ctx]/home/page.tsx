/** home.html: top bar, column tabs, carousel, modules and the article list (spec §2). */
import type { Metadata } from 'next';
import { HomeScreen } from '@/components/home/HomeScreen';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { readRuntimeConfig } from '@/lib/env';
import { loadHome } from '@/lib/loaders/home';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { buildShareMetadata } from '@/lib/share/buildShareMetadata';

export const revalidate = 60;

type Props = { params: Promise<ScreenParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readScreen(params);
  const config = await loadSiteConfig();
  const runtime = readRuntimeConfig();
  const name = config.siteConfig.mainTitle || config.siteConfig.siteName;
  return buildShareMetadata(
    {
      title: name,
      description: config.siteConfig.description,
      path: '/home.html',
      locale,
      images: [config.siteConfig.defaultSharePic],
    },
    { siteName: name, publicUrl: runtime.publicUrl, basePath: runtime.basePath },
  );
}

export default async function HomePage({ params }: Props) {
  const { locale } = await readScreen(params);
  const home = await loadHome();
  return (
    <>
      <TopBar config={home.config} />
      <main>
        <HomeScreen
          columns={home.columns}
          initial={
            home.feed
              ? { columnId: home.feed.column.columnID, page: home.feed.page, modules: home.feed.modules }
              : undefined
          }
          leftPicture={home.config.padListType === 1}
          showCounts={home.config.siteConfig.globalCount}
          ads={home.config.siteConfig.advertising}
        />
      </main>
      <SiteFooter config={home.config} locale={locale} />
    </>
  );
}
