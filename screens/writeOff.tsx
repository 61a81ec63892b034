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
import styles from '@/components/activity/activity.module.css';
import { MyVouchers } from '@/components/activity/MyVouchers';
import { VoucherState } from '@/components/activity/VoucherState';
import { TopBar } from '@/components/shell/TopBar';
import { loadActivity, loadVoucher } from '@/lib/loaders/activity';
import { showPlatformTime } from '@/lib/model/time';
import { defineScreen, idParam } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath, paramValue } from '@/lib/routing/routes';
import { slots } from '@/lib/i18n/browserFill';

export default defineScreen({
  async load(input) {
    const activityId = idParam(input, 'activityID');
    const code = paramValue(input.params.registCode);
    if (typeof activityId !== 'number') return undefined;
    if (code === undefined) {
      const activity = await loadActivity(activityId);
      return activity && { mine: { fileId: activity.fileId, title: activity.title } };
    }
    // a registration code is 4 to 16 letters and digits (platform/API.md): anything else names nothing
    if (!/^[0-9A-Z]{4,16}$/.test(code)) return undefined;
    const voucher = await loadVoucher(activityId, code);
    return voucher && { voucher: { ...voucher, shopSite: paramValue(input.params.shopSite) } };
  },
  async metadata({ locale, data }) {
    const t = await getTranslations({ locale, namespace: 'voucher' });
    const { fileId, title } = data.mine ?? data.voucher!;
    return screenMetadata({
      title: `${data.mine ? t('mine') : t('heading')} · ${title}`,
      path: appPath('writeOff', { activityID: fileId, registCode: data.voucher?.list[0]?.registCode }),
      locale,
    });
  },
  async View({ locale, config, data: { mine, voucher: data } }) {
    const t = await getTranslations({ locale, namespace: 'voucher' });
    if (mine)
      return (
        <>
          <TopBar config={config} />
          <main className={pageStyles.page} data-testid="my-vouchers-page">
            <h1>{t('mine')}</h1>
            <p className={pageStyles.lead}>{mine.title}</p>
            <MyVouchers
              fileId={mine.fileId}
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
        </>
      );
    if (!data) return null;
    const time = (text: string) => showPlatformTime(text, locale);
    const entry = data.list[0];
    const shop = data.voucher?.shops.find((item) => item.site === data.shopSite);
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="voucher">
          <h1>{data.voucher?.title || t('heading')}</h1>
          <p className={pageStyles.lead}>{data.title}</p>
          {data.verifyUrl ? (
            <div className={pageStyles.buttons}>
              <a className={pageStyles.button} href={data.verifyUrl} rel="noopener" data-testid="verify-elsewhere">
                {t('verifyElsewhere')}
              </a>
            </div>
          ) : null}
          {data.voucher && entry ? (
            <>
              {data.voucher.description ? <p>{data.voucher.description}</p> : null}
              <dl className={styles.facts}>
                <div>
                  <dt>{t('code')}</dt>
                  <dd className={styles.code} data-testid="voucher-code">
                    {entry.registCode}
                  </dd>
                </div>
                <div>
                  <dt>{t('validUntil')}</dt>
                  <dd>{time(data.voucher.validUntil)}</dd>
                </div>
                <div>
                  <dt>{t('shops')}</dt>
                  <dd>{data.voucher.shops.map((item) => item.name).join(' · ')}</dd>
                </div>
              </dl>
              <VoucherState
                fileId={data.fileId}
                registCode={entry.registCode}
                rendered={entry}
                shops={data.voucher.shops}
                shop={shop}
                locale={locale}
                texts={{
                  status: t('status'),
                  unused: t('unused'),
                  used: t('used', slots('time', 'shop')),
                  redeem: t('redeem', { shop: shop?.name ?? '' }),
                  redeeming: t('redeeming'),
                  done: t('done'),
                  redeemed: t('redeemed'),
                  expired: t('expired'),
                  wrongShop: t('wrongShop'),
                  notYours: t('notYours'),
                  redeemLogin: t('redeemLogin'),
                  holder: t('holder'),
                  failed: t('failed'),
                }}
              />
              {data.shopSite && !shop ? (
                <p className={styles.state} data-testid="redeem-state" data-state="wrongShop">
                  {t('wrongShop')}
                </p>
              ) : null}
            </>
          ) : null}
        </main>
      </>
    );
  },
});
