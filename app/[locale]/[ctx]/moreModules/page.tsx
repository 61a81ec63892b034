/** moreModules.html — every module of the home feed with all its items; a module's "more" lands on its anchor. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/common/EmptyState';
import { ModuleBlock } from '@/components/home/ModuleBlock';
import { ListHeader } from '@/components/lists/ListHeader';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadMoreModules } from '@/lib/loaders/lists';
import { appPath } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';

export const revalidate = 60;

type Props = { params: Promise<ScreenParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readScreen(params);
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'lists' }), loadMoreModules()]);
  return screenMetadata({
    title: t('moreModules'),
    description: data.modules.map((module) => module.name).join(' · '),
    images: [data.modules.flatMap((module) => module.list)[0]?.picBig],
    path: appPath('moreModules'),
    locale,
  });
}

export default async function MoreModulesPage({ params }: Props) {
  const { locale } = await readScreen(params);
  const [config, data, t, tEmpty] = await Promise.all([
    loadSiteConfig(),
    loadMoreModules(),
    getTranslations({ locale, namespace: 'lists' }),
    getTranslations({ locale, namespace: 'empty' }),
  ]);
  return (
    <>
      <TopBar config={config} />
      <main>
        <ListHeader title={t('moreModules')} description={data.column?.columnName} />
        {data.modules.length ? (
          data.modules.map((module) => <ModuleBlock key={module.moduleId} module={module} full />)
        ) : (
          <EmptyState title={tEmpty('noContent')} />
        )}
      </main>
    </>
  );
}
