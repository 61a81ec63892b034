/** specMore/:columnId?.html — every special topic of a column, paged. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadSpecMore } from '@/lib/loaders/lists';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { listMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { columnId: string }> };

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data, id } = await readScreenItem(params, 'columnId', loadSpecMore);
  const t = await getTranslations({ locale, namespace: 'lists' });
  const title = data.title === t('specMore') ? data.title : `${data.title} · ${t('specMore')}`;
  return listMetadata(title, data.list, appPath('specMore', { columnId: id }), locale, data.description);
}

async function SpecMorePage({ params }: Props) {
  const { locale, data } = await readScreenItem(params, 'columnId', loadSpecMore);
  const [config, t, tEmpty] = await Promise.all([
    loadSiteConfig(),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  return (
    <ListScreen
      config={config}
      header={{ kicker: t('specMore'), title: data.title ?? '', description: data.description }}
      source={data.source}
      list={data.list}
      more="multipleOf20"
      emptyText={tEmpty('noArticles')}
    />
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(SpecMorePage);
