/**
 * writeOff/:activityID/:registCode?/:shopSite? ("核销") — a registration's voucher by its code: what it
 * gives, where and until when, and whether it was used (its holder's name to the holder alone); opened at a
 * shop (shopSite), the 核销 button, for the holder logged in. An
 * activity verified by a third party shows its address. Without a code: the logged-in member's vouchers of
 * the activity. Cached like every screen: the voucher's state, which changes when it is used, is read
 * again in the browser (VoucherState).
 */
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/pages/pages.module.css';
import { MyVouchers } from '@/components/activity/MyVouchers';
import { VoucherView } from '@/components/activity/VoucherView';
import { TopBar } from '@/components/shell/TopBar';
import { loadWriteOff } from '@/lib/loaders/activity';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath, paramValue } from '@/lib/routing/routes';

export default defineScreen({
  load(input) {
    const activityId = idParam(input, 'activityID');
    if (typeof activityId !== 'number') return Promise.resolve(undefined);
    return loadWriteOff(activityId, paramValue(input.params.registCode), paramValue(input.params.shopSite));
  },
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'voucher' });
    const { activityId, title } = data.mine ?? data.voucher;
    return screenMetadata({
      title: `${data.mine ? t('mine') : t('heading')} · ${title}`,
      path: appPath('writeOff', { activityID: activityId, registCode: data.voucher?.list[0]?.registCode }),
      locale,
    });
  },
  async View({ locale, config, data: { mine, voucher } }) {
    const t = await getTranslations({ locale, namespace: 'voucher' });
    return (
      <>
        <TopBar config={config} />
        {mine ? (
          <main className={pageStyles.page} data-testid="my-vouchers-page">
            <h1>{t('mine')}</h1>
            <p className={pageStyles.lead}>{mine.title}</p>
            <MyVouchers
              activityId={mine.activityId}
              texts={{
                loginFirst: t('loginFirst'),
                login: t('login'),
                none: t('none'),
                failed: t('listFailed'),
                unused: t('unused'),
                usedShort: t('usedShort'),
                verifyElsewhere: t('verifyElsewhere'),
              }}
            />
          </main>
        ) : (
          <VoucherView data={voucher} locale={locale} />
        )}
      </>
    );
  },
});
