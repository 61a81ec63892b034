/** home.html: top bar, section tabs, carousel, modules and the article list (spec §2), at one section. */
import { HomeScreen } from '@/components/home/HomeScreen';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { TopBar } from '@/components/shell/TopBar';
import { loadHome } from '@/lib/loaders/home';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import { feedPath } from '@/lib/seo/feeds';

export default defineScreen({
  load: (input) => loadById(input, 'column', (id) => loadHome(id), { optional: true }),
  metadata({ locale, config, data: home }) {
    const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
    // the first section is home itself; any other is addressed by its column, under its name
    const section = home.column && home.column.id !== home.columns[0]?.id ? home.column : undefined;
    const shown = home.child ?? section?.id;
    return screenMetadata({
      title: section ? `${section.name} · ${site}` : site,
      description: config.siteConfig.description,
      path: appPath('home', { column: shown }),
      feed: { title: site, path: feedPath(shown) },
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
            column={home.column?.id}
            child={home.child}
            initial={home.feed}
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
