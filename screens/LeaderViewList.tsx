/**
 * LeaderViewList.html (领导之窗) — the leaders by region: the regions, the first region's leaders with the
 * page, another region's from the region leader view call; each leader leads to figureDetail.
 */
import { getTranslations } from 'next-intl/server';
import styles from '@/components/figures/figures.module.css';
import { LeaderRegions } from '@/components/figures/LeaderRegions';
import { TopBar } from '@/components/shell/TopBar';
import { loadLeaderView } from '@/lib/loaders/figures';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: () => loadLeaderView(),
  async metadata({ locale, data: view }) {
    const t = await getTranslations({ locale, namespace: 'figures' });
    return screenMetadata({
      title: t('leaderView'),
      description: view.list.map((leader) => `${leader.name} ${leader.title}`).join(' · '),
      path: appPath('LeaderViewList'),
      locale,
    });
  },
  async View({ locale, config, data: view }) {
    const t = await getTranslations({ locale, namespace: 'figures' });
    return (
      <>
        <TopBar config={config} />
        <main className={styles.page} data-testid="leader-view">
          <h1>{t('leaderView')}</h1>
          <LeaderRegions
            view={view}
            texts={{ regions: t('regions'), empty: t('noLeaders'), loading: t('loading'), failed: t('failed') }}
          />
        </main>
      </>
    );
  },
});
