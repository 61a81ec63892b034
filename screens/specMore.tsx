/** specMore/:columnId?.html — every special topic of a column, paged. */
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadSpecMore } from '@/lib/loaders/lists';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { listMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'columnId', loadSpecMore),
  async metadata({ locale, data, params }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    const title = data.title === t('specMore') ? data.title : `${data.title} · ${t('specMore')}`;
    return listMetadata(title, data.list, appPath('specMore', params), locale, data.description);
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return (
      <ListScreen
        config={config}
        header={{ kicker: t('specMore'), title: data.title ?? '', description: data.description }}
        source={data.source}
        list={data.list}
        more="multipleOf20"
        empty="noArticles"
      />
    );
  },
});
