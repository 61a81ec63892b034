/** moreImage/:id?.html — the image sets of a column (of the whole paper without an id), as picture tiles. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadMoreImage } from '@/lib/loaders/lists';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { listMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreenItem(params, 'id', loadMoreImage, { optional: true });
  const t = await getTranslations({ locale: screen.locale, namespace: 'lists' });
  return { ...screen, title: screen.data.title ? `${screen.data.title} · ${t('moreImage')}` : t('moreImage') };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data, id, title } = await load(params);
  return listMetadata(title, data.list, appPath('moreImage', { id }), locale);
}

async function MoreImagePage({ params }: Props) {
  const { locale, data, title } = await load(params);
  const [config, tEmpty] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'empty' })]);
  return (
    <ListScreen
      config={config}
      header={{ title }}
      source={data.source}
      list={data.list}
      more="multipleOf20"
      layout="tiles"
      emptyText={tEmpty('noContent')}
    />
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(MoreImagePage);
