/** home.html: top bar, column tabs, carousel, modules and the article list (spec §2). */
import { HomeScreen } from '@/components/home/HomeScreen';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { TopBar } from '@/components/shell/TopBar';
import { loadHome } from '@/lib/loaders/home';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { feedPath } from '@/lib/seo/feeds';

export default defineScreen({
  load: () => loadHome(),
  metadata({ locale, config }) {
    return screenMetadata({
      title: config.siteConfig.mainTitle || config.siteConfig.siteName,
      description: config.siteConfig.description,
      path: '/home.html',
      feed: { title: config.siteConfig.mainTitle || config.siteConfig.siteName, path: feedPath() },
      locale,
    });
  },
  View({ locale, data: home }) {
    return (
      <>
        <TopBar config={home.config} />
        <main>
          {/* the page's heading, for screen readers: the top bar shows the name as a logo */}
          <h1 className="visually-hidden">{home.config.siteConfig.mainTitle || home.config.siteConfig.siteName}</h1>
          <HomeScreen
            columns={home.columns}
            initial={
              home.feed
                ? { columnId: home.feed.column.id, page: home.feed.page, modules: home.feed.modules }
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
  },
});
