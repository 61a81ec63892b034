/**
 * columnDetail/:columnId?/:id?.html ("栏目") — one column: its name and description, its child columns,
 * then its feed (carousel, modules, articles, infinite scroll). /columnDetail/5.html and
 * /columnDetail/2/21.html (column 21 under 2) both work.
 */
import { getTranslations } from 'next-intl/server';
import { ColumnFeed } from '@/components/home/ColumnFeed';
import { ColumnHeader } from '@/components/home/ColumnHeader';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { TopBar } from '@/components/shell/TopBar';
import { loadColumn } from '@/lib/loaders/column';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { feedPath } from '@/lib/seo/feeds';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  async load(input) {
    const id = idParam(input, 'id');
    const columnId = idParam(input, 'columnId');
    const target = typeof id === 'number' ? id : columnId;
    return typeof target === 'number' && id !== 'malformed' ? loadColumn(target) : undefined;
  },
  async metadata({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({
      title: `${data.column.name} · ${t('columnDetail')}`,
      description: data.column.description || config.siteConfig.description,
      images: [data.page.carousel[0]?.bigPicture, data.page.list[0]?.bigPicture],
      path: appPath('columnDetail', { id: data.column.id }),
      feed: { title: data.column.name, path: feedPath(data.column.id) },
      locale,
    });
  },
  View({ locale, config, data }) {
    return (
      <>
        <TopBar config={config} />
        <main>
          <ColumnHeader column={data.column} />
          <ColumnFeed
            columnId={data.column.id}
            initialPage={data.page}
            initialModules={data.modules}
            leftPicture={config.padListType === 1}
            showCounts={config.siteConfig.globalCount}
            ads={config.siteConfig.advertising}
          />
        </main>
        <SiteFooter config={config} locale={locale} />
      </>
    );
  },
});
