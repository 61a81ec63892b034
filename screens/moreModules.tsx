/** moreModules.html — every module of the home feed with all its items; a module's "more" lands on its anchor. */
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/common/EmptyState';
import { ModuleBlock } from '@/components/home/ModuleBlock';
import { ListHeader } from '@/components/lists/ListHeader';
import { TopBar } from '@/components/shell/TopBar';
import { loadMoreModules } from '@/lib/loaders/lists';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: () => loadMoreModules(),
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return screenMetadata({
      title: t('moreModules'),
      description: data.modules.map((module) => module.name).join(' · '),
      images: [data.modules.flatMap((module) => module.list)[0]?.bigPicture],
      path: appPath('moreModules'),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const [t, tEmpty] = await Promise.all([
      getTranslations({ locale, namespace: 'lists' }),
      getTranslations({ locale, namespace: 'empty' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main>
          <ListHeader title={t('moreModules')} description={data.column?.name} />
          {data.modules.length ? (
            data.modules.map((module) => <ModuleBlock key={module.moduleId} module={module} full />)
          ) : (
            <EmptyState title={tEmpty('noContent')} />
          )}
        </main>
      </>
    );
  },
});
