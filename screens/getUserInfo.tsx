/** getUserInfo ("获取会员信息") — the member's card and the ways to their points, invite code and sign-ups. */
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/pages/pages.module.css';
import { MemberCard } from '@/components/member/MemberCard';
import { TopBar } from '@/components/shell/TopBar';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: async () => ({}),
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({ title: t('getUserInfo'), path: appPath('getUserInfo'), locale });
  },
  async View({ locale, config }) {
    const [tRoutes, t] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'member' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="member">
          <h1>{tRoutes('getUserInfo')}</h1>
          <MemberCard
            locale={locale}
            texts={{
              userid: t('userid'),
              phone: t('phone'),
              since: t('since'),
              points: t('points'),
              inviteCode: t('inviteCode'),
              signups: t('signups'),
              loginFirst: t('loginFirst'),
              login: t('login'),
              failed: t('failed'),
            }}
          />
        </main>
      </>
    );
  },
});
