/** moreLive.html — every live broadcast: running, announced, then replays; paged. */
import { getTranslations } from 'next-intl/server';
import { ListScreen } from '@/components/lists/ListScreen';
import { loadMoreLive } from '@/lib/loaders/lists';
import { defineScreen } from '@/lib/render/defineScreen';
import { listMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: () => loadMoreLive(),
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return listMetadata(t('moreLive'), data.list, appPath('moreLive'), locale);
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'lists' });
    return (
      <ListScreen
        config={config}
        header={{ title: t('moreLive') }}
        source={data.source}
        list={data.list}
        more="multipleOf20"
        empty="noContent"
      />
    );
  },
});
