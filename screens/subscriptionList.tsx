/** subscriptionList/:id?.html — media-account categories (code XYACCOUNT), the accounts of one, and the way to their ranking. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ListHeader } from '@/components/lists/ListHeader';
import { AccountList } from '@/components/subscription/AccountList';
import styles from '@/components/subscription/subscription.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSubscriptionList } from '@/lib/loaders/reading';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadSubscriptionList, { optional: true }),
  async metadata({ locale, data, params }) {
    const t = await getTranslations({ locale, namespace: 'subscription' });
    return screenMetadata({
      title: data.current ? `${data.current.catName} · ${t('title')}` : t('title'),
      description: data.current?.xys.map((account) => account.name).join(' · '),
      images: [],
      path: appPath('subscriptionList', params),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const [t, tRoutes] = await Promise.all([
      getTranslations({ locale, namespace: 'subscription' }),
      getTranslations({ locale, namespace: 'routes' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main>
          <ListHeader title={t('title')} description={t('pitch')} />
          <p className={styles.links}>
            <Link href={appPath('xyListShare')} data-testid="xy-ranking-link">
              {tRoutes('xyListShare')}
            </Link>
          </p>
          <AccountList data={data} locale={locale} />
        </main>
      </>
    );
  },
});
