'use client';
/**
 * A voucher's state on writeOff (未核销, or used when and where) and, opened by one of its shops, the 核销
 * button. The page is cached for a minute: the state is read again as the page opens, and after a
 * redemption, so a shop never sees a used voucher as unused. The holder's name is in that answer only
 * for the holder themselves (the platform names nobody to anyone else who has the code).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isEmpty } from '@/lib/api/answer';
import { fetchVoucher } from '@/lib/api/activity';
import { fillSlots } from '@/lib/i18n/browserFill';
import { showPlatformTime } from '@/lib/model/time';
import { withQueries } from '../providers/queries';
import { useApi } from '../providers/RuntimeContext';
import styles from './activity.module.css';
import { RedeemButton, type RedeemTexts } from './RedeemButton';

export interface VoucherEntryState {
  status: boolean;
  redeemedAt: string;
  shopSite: string;
}

export const VoucherState = withQueries(function VoucherState({
  activityId,
  registCode,
  rendered,
  shops,
  shop,
  locale,
  texts,
}: {
  activityId: number;
  registCode: string;
  /** The state when the page was rendered. */
  rendered: VoucherEntryState;
  shops: { site: string; name: string }[];
  /** The shop that opened the page (its site is one of the voucher's), if any. */
  shop?: { site: string; name: string };
  locale: string;
  /** `used` keeps its {time} and {shop} (lib/i18n/browserFill.ts); `redeem` names the shop already. */
  texts: RedeemTexts & { status: string; unused: string; used: string; holder: string };
}) {
  const api = useApi();
  const queries = useQueryClient();
  const key = ['voucher', activityId, registCode] as const;
  const fresh = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const answer = await fetchVoucher(api, activityId, registCode, { signal });
      return isEmpty(answer) ? undefined : answer.list[0];
    },
    staleTime: 0,
  });
  const entry: VoucherEntryState = fresh.data ?? rendered;
  return (
    <>
      <dl className={styles.facts}>
        {fresh.data?.holder ? (
          <div>
            <dt>{texts.holder}</dt>
            <dd data-testid="voucher-holder">{fresh.data.holder}</dd>
          </div>
        ) : null}
        <div>
          <dt>{texts.status}</dt>
          <dd data-testid="voucher-status">
            {entry.status
              ? fillSlots(texts.used, {
                  time: showPlatformTime(entry.redeemedAt, locale),
                  shop: shops.find((item) => item.site === entry.shopSite)?.name ?? entry.shopSite,
                })
              : texts.unused}
          </dd>
        </div>
      </dl>
      {shop ? (
        <RedeemButton
          // drawn again when the state read afresh differs from the one it started with
          key={String(entry.status)}
          activityId={activityId}
          registCode={registCode}
          shopSite={shop.site}
          redeemed={entry.status}
          onRedeemed={() => void queries.invalidateQueries({ queryKey: key })}
          texts={texts}
        />
      ) : null}
    </>
  );
});
