/** xyRules ("打榜规则") — how the media accounts' influence ranking is made, from the site config. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/common/EmptyState';
import { ListHeader } from '@/components/lists/ListHeader';
import { TopBar } from '@/components/shell/TopBar';
import styles from '@/components/subscription/subscription.module.css';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  // the rules are the site config's (a site without them shows the empty state)
  load: async () => ({}),
  async metadata({ locale, config }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'xyRank' }),
    ]);
    return screenMetadata({
      title: tRoutes('xyRules'),
      description: config._rd_xyRankRules.join(' ') || t('rulesPitch'),
      path: appPath('xyRules'),
      locale,
    });
  },
  async View({ locale, config }) {
    const [tRoutes, t, tEmpty] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'xyRank' }),
      getTranslations({ locale, namespace: 'empty' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main>
          <ListHeader title={tRoutes('xyRules')} description={t('rulesPitch')} />
          {config._rd_xyRankRules.length ? (
            <ol className={styles.rules} data-testid="xy-rules">
              {config._rd_xyRankRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          ) : (
            <EmptyState title={tEmpty('noContent')} />
          )}
          <p className={styles.links}>
            <Link href={appPath('xyListShare')} data-testid="xy-ranking-link">
              {tRoutes('xyListShare')}
            </Link>
          </p>
        </main>
      </>
    );
  },
});
