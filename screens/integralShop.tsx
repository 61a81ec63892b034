/** integralShop ("积分明细") — the member's points and score records; the page is shared, the points load in the browser. */
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/pages/pages.module.css';
import { PointsPanel } from '@/components/member/PointsPanel';
import { TopBar } from '@/components/shell/TopBar';
import { slots } from '@/lib/i18n/browserFill';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

const RULES = ['signIn', 'read', 'share', 'invite', 'invited'] as const;

export default defineScreen({
  load: async () => ({}),
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({ title: t('integralShop'), path: appPath('integralShop'), locale });
  },
  async View({ locale, config }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'points' }),
    ]);
    const score = slots('score');
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="points">
          <h1>{tRoutes('integralShop')}</h1>
          <PointsPanel
            locale={locale}
            texts={{
              total: t('total'),
              today: t('today'),
              signIn: t('signIn', score),
              signingIn: t('signingIn'),
              signedIn: t('signedIn'),
              signInDone: t('signInDone', score),
              list: t('list'),
              none: t('none'),
              failed: t('failed'),
              more: t('more'),
              loginFirst: t('loginFirst'),
              login: t('login'),
              rules: Object.fromEntries(RULES.map((rule) => [rule, t(`rules.${rule}`)])),
              errors: { signedIn: t('errors.signedIn'), dayLimit: t('errors.dayLimit'), failed: t('errors.failed') },
            }}
          />
        </main>
      </>
    );
  },
});
