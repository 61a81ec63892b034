/** subscriptionList/:id?.html — media-account categories (code XYACCOUNT) and the accounts of one. */
import { getTranslations } from 'next-intl/server';
import { ListHeader } from '@/components/lists/ListHeader';
import { AccountList } from '@/components/subscription/AccountList';
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
      description: data.current?.xys.map((account) => account.xyName).join(' · '),
      images: [],
      path: appPath('subscriptionList', params),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'subscription' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <ListHeader title={t('title')} description={t('pitch')} />
          <AccountList data={data} locale={locale} />
        </main>
      </>
    );
  },
});
