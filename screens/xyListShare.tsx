/** xyListShare ("影响力排行榜") — the media accounts by influence, the first 20 usable ones, with the rules. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListHeader } from '@/components/lists/ListHeader';
import { TopBar } from '@/components/shell/TopBar';
import styles from '@/components/subscription/subscription.module.css';
import { XyRanking } from '@/components/subscription/XyRanking';
import { loadXyRank } from '@/lib/loaders/xyAccount';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: loadXyRank,
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({
      title: t('xyListShare'),
      description: data.list.map((account) => account.name).join(' · '),
      path: appPath('xyListShare'),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'xyRank' }),
    ]);
    const updated = parsePlatformTime(data.updateTime);
    return (
      <>
        <TopBar config={config} />
        <main>
          <ListHeader title={tRoutes('xyListShare')} description={t('pitch')} />
          <p className={styles.links}>
            {updated ? <span>{t('updated', { time: formatDate(updated, locale, 'full') })}</span> : null}
            <Link href={appPath('xyRules')} data-testid="xy-rules-link">
              {tRoutes('xyRules')}
            </Link>
          </p>
          <XyRanking rank={data} locale={locale} />
        </main>
      </>
    );
  },
});
