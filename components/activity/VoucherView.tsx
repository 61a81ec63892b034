/**
 * A registration's voucher (writeOff): what it gives, its code, until when and where, and its state, read
 * again in the browser (VoucherState: the page is cached, the voucher's use is not); opened at a shop,
 * the 核销 button. An activity verified by a third party shows its address instead.
 */
import { getTranslations } from 'next-intl/server';
import pageStyles from '@/components/pages/pages.module.css';
import { slots } from '@/lib/i18n/browserFill';
import type { WriteOffData } from '@/lib/loaders/activity';
import { showPlatformTime } from '@/lib/model/time';
import { VoucherState } from './VoucherState';
import styles from './activity.module.css';

type OpenedVoucher = NonNullable<WriteOffData['voucher']>;

async function voucherStateTexts(locale: string, shopName: string) {
  const t = await getTranslations({ locale, namespace: 'voucher' });
  return {
    status: t('status'),
    unused: t('unused'),
    used: t('used', slots('time', 'shop')),
    redeem: t('redeem', { shop: shopName }),
    redeeming: t('redeeming'),
    done: t('done'),
    redeemed: t('redeemed'),
    expired: t('expired'),
    wrongShop: t('wrongShop'),
    notYours: t('notYours'),
    redeemLogin: t('redeemLogin'),
    holder: t('holder'),
    failed: t('failed'),
  };
}

export async function VoucherView({ data, locale }: { data: OpenedVoucher; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'voucher' });
  const entry = data.list[0];
  const shop = data.voucher?.shops.find((item) => item.site === data.shopSite);
  return (
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
              <dd>{showPlatformTime(data.voucher.validUntil, locale)}</dd>
            </div>
            <div>
              <dt>{t('shops')}</dt>
              <dd>{data.voucher.shops.map((item) => item.name).join(' · ')}</dd>
            </div>
          </dl>
          <VoucherState
            activityId={data.activityId}
            registCode={entry.registCode}
            rendered={entry}
            shops={data.voucher.shops}
            shop={shop}
            locale={locale}
            texts={await voucherStateTexts(locale, shop?.name ?? '')}
          />
          {data.shopSite && !shop ? (
            <p className={styles.state} data-testid="redeem-state" data-state="wrongShop">
              {t('wrongShop')}
            </p>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
