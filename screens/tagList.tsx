/** tagList/:tagId?.html — the articles carrying a tag, paged. */
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadTagList } from '@/lib/loaders/lists';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { listMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'tagId', loadTagList),
  async metadata({ locale, data, params }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return listMetadata(t('tagTitle', { name: data.title ?? '' }), data.list, appPath('tagList', params), locale);
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return (
      <ListScreen
        config={config}
        header={{ kicker: t('tag'), title: t('tagTitle', { name: data.title ?? '' }) }}
        source={data.source}
        list={data.list}
        more="multipleOf20"
        empty="noArticles"
      />
    );
  },
});
