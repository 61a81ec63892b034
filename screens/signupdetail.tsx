/** signupdetail ("报名信息") — the reader's sign-up records; the page is shared, the records load in the browser. */
import { getTranslations } from 'next-intl/server';
import { SignupRecords } from '@/components/activity/SignupRecords';
import pageStyles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: async () => ({}),
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'activity' });
    return screenMetadata({ title: t('recordsTitle'), path: appPath('signupdetail'), locale });
  },
  async View({ locale, config }) {
    const [t, tVoucher] = await Promise.all([
      getTranslations({ locale, namespace: 'activity' }),
      getTranslations({ locale, namespace: 'voucher' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="signup-detail">
          <h1>{t('recordsTitle')}</h1>
          <SignupRecords
            locale={locale}
            texts={{
              loginFirst: t('loginFirst'),
              login: t('login'),
              none: t('none'),
              failed: t('recordsFailed'),
              registCode: t('registCode'),
              activityTime: t('activityTime'),
              address: t('address'),
              signedUpAt: t('signedUpAt'),
              voucher: tVoucher('open'),
            }}
          />
        </main>
      </>
    );
  },
});
