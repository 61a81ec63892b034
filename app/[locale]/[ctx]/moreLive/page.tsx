/** moreLive.html — every live broadcast: running, announced, then replays; paged. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadMoreLive } from '@/lib/loaders/lists';
import { appPath } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { listMetadata } from '@/lib/screens/screenMetadata';

export const revalidate = 30;

type Props = { params: Promise<ScreenParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readScreen(params);
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'lists' }), loadMoreLive()]);
  return listMetadata(t('moreLive'), data.list, appPath('moreLive'), locale);
}

export default async function MoreLivePage({ params }: Props) {
  const { locale } = await readScreen(params);
  const [config, data, t, tEmpty] = await Promise.all([
    loadSiteConfig(),
    loadMoreLive(),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  return (
    <ListScreen
      config={config}
      header={{ title: t('moreLive') }}
      source={data.source}
      list={data.list}
      more="multipleOf20"
      emptyText={tEmpty('noContent')}
    />
  );
}
