/** moreImage/:id?.html — the image sets of a column (of the whole paper without an id), as picture tiles. */
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadMoreImage } from '@/lib/loaders/lists';
import { defineScreen, loadById, type ScreenView } from '@/lib/render/defineScreen';
import { listMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

async function titleOf({ locale, data }: ScreenView<{ title?: string }>) {
  const t = await getTranslations({ locale, namespace: 'lists' });
  return data.title ? `${data.title} · ${t('moreImage')}` : t('moreImage');
}

export default defineScreen({
  load: (input) => loadById(input, 'id', loadMoreImage, { optional: true }),
  async metadata(view) {
    return listMetadata(await titleOf(view), view.data.list, appPath('moreImage', view.params), view.locale);
  },
  async View(view) {
    return (
      <ListScreen
        config={view.config}
        header={{ title: await titleOf(view) }}
        source={view.data.source}
        list={view.data.list}
        more="multipleOf20"
        layout="tiles"
        empty="noContent"
      />
    );
  },
});
