/**
 * xyDetail/:id?.html — a media account's page: its head and subscribe button, bulletins, tabs of its
 * articles, dynamics, questions and answers, and accounts recommended beside it. An unusable account
 * (spec §4) or none is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { SubscribeButton } from '@/components/participation/SubscribeButton';
import { TopBar } from '@/components/shell/TopBar';
import { RecommendedAccounts } from '@/components/subscription/RecommendedAccounts';
import { XyBulletins } from '@/components/subscription/XyBulletins';
import { XyProfile } from '@/components/subscription/XyProfile';
import { XyTabs } from '@/components/subscription/XyTabs';
import { slots } from '@/lib/i18n/browserFill';
import { loadXyDetail } from '@/lib/loaders/xyAccount';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { profileStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadXyDetail),
  metadata({ locale, data: { account } }) {
    return screenMetadata({
      title: account.name,
      description: account.description,
      person: { name: account.name, about: account.description, avatar: account.icon },
      path: appPath('xyDetail', { id: account.id }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'xyDetail' });
    const { account } = data;
    const path = appPath('xyDetail', { id: account.id });
    const profile = {
      kind: 'Organization' as const,
      name: account.name,
      description: account.description,
      image: account.icon,
      followers: account.subscriberCount,
    };
    return (
      <>
        <TopBar config={config} />
        <main data-testid="xy-detail">
          <div lang={contentLanguageTag(account.lang)}>
            <XyProfile account={account} locale={locale} />
          </div>
          <SubscribeButton target={{ kind: 'xy', id: account.id }} />
          {data.bulletins.length ? (
            <XyBulletins
              bulletins={data.bulletins}
              texts={{ title: t('bulletins'), hits: t('hits', slots('count')) }}
            />
          ) : null}
          <XyTabs data={data} locale={locale} showCounts={config.siteConfig.globalCount} />
          <RecommendedAccounts accounts={data.recommended} />
          <JsonLd data={profileStructuredData(profile, path, locale)} />
        </main>
      </>
    );
  },
});
