/** subscriptionList/:id?.html — media-account categories (code XYACCOUNT) and the accounts of one. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListHeader } from '@/components/lists/ListHeader';
import { AccountList } from '@/components/subscription/AccountList';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadSubscriptionList } from '@/lib/loaders/reading';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const { data, ...screen } = await readScreenItem(params, 'id', loadSubscriptionList, { optional: true });
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data, id } = await load(params);
  const t = await getTranslations({ locale, namespace: 'subscription' });
  return screenMetadata({
    title: data.current ? `${data.current.catName} · ${t('title')}` : t('title'),
    description: data.current?.xys.map((account) => account.xyName).join(' · '),
    images: [],
    path: appPath('subscriptionList', { id }),
    locale,
  });
}

async function SubscriptionListPage({ params }: Props) {
  const { locale, data } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'subscription' })]);
  return (
    <>
      <TopBar config={config} />
      <main>
        <ListHeader title={t('title')} description={t('pitch')} />
        <AccountList data={data} locale={locale} />
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(SubscriptionListPage);
