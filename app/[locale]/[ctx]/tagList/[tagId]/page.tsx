/** tagList/:tagId?.html — the articles carrying a tag, paged. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadTagList } from '@/lib/loaders/lists';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { listMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { tagId: string }> };

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data, id } = await readScreenItem(params, 'tagId', loadTagList);
  const t = await getTranslations({ locale, namespace: 'lists' });
  return listMetadata(t('tagTitle', { name: data.title ?? '' }), data.list, appPath('tagList', { tagId: id }), locale);
}

async function TagListPage({ params }: Props) {
  const { locale, data } = await readScreenItem(params, 'tagId', loadTagList);
  const [config, t, tEmpty] = await Promise.all([
    loadSiteConfig(),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  return (
    <ListScreen
      config={config}
      header={{ kicker: t('tag'), title: t('tagTitle', { name: data.title ?? '' }) }}
      source={data.source}
      list={data.list}
      more="multipleOf20"
      emptyText={tEmpty('noArticles')}
    />
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(TagListPage);
