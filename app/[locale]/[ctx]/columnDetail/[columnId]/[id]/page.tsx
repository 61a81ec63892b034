/**
 * columnDetail/:columnId?/:id?.html ("栏目") — one column: its name and description, its child columns,
 * then its feed (carousel, modules, articles, infinite scroll). /columnDetail/5.html and
 * /columnDetail/2/21.html (column 21 under 2) both work.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ColumnHeader } from '@/components/home/ColumnHeader';
import { ColumnFeed } from '@/components/home/ColumnFeed';
import { SiteFooter } from '@/components/shell/SiteFooter';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { readRuntimeConfig } from '@/lib/env';
import { loadColumn } from '@/lib/loaders/column';
import { appPath, parseId } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { buildShareMetadata } from '@/lib/share/buildShareMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { columnId: string; id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const { columnId, id } = await params;
  const target = parseId(id) ?? parseId(columnId);
  if (!target) notFound();
  const data = await loadColumn(target);
  if (!data) notFound();
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'routes' })]);
  const runtime = readRuntimeConfig();
  const siteName = config.siteConfig.mainTitle || config.siteConfig.siteName;
  return buildShareMetadata(
    {
      title: `${data.column.columnName} · ${t('columnDetail')}`,
      description: data.column.description || config.siteConfig.description,
      images: [data.page.carousel[0]?.picBig, data.page.list[0]?.picBig, config.siteConfig.defaultSharePic],
      path: appPath('columnDetail', { id: data.column.columnID }),
      locale,
    },
    { siteName, publicUrl: runtime.publicUrl, basePath: runtime.basePath },
  );
}

async function ColumnDetailPage({ params }: Props) {
  const { locale, data } = await load(params);
  const config = await loadSiteConfig();
  return (
    <>
      <TopBar config={config} />
      <main>
        <ColumnHeader column={data.column} />
        <ColumnFeed
          columnId={data.column.columnID}
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
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(ColumnDetailPage);
