'use client';
/**
 * 核销 at a shop (writeOff with a shop): the holder, logged in, redeems their own voucher in front of the
 * shop; one request per tap; the platform's answer is shown and the voucher's state follows it (核销成功,
 * or 该券已核销 / 券已过期 / 该门店不能核销此券 / 无权核销此券 as it says; without a login, to log in).
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { redeemVoucher } from '@/lib/api/activity';
import { ApiError } from '@/lib/api/errors';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import { showToast } from '@/lib/ui/toast';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import { useApi } from '../providers/RuntimeContext';
import styles from './activity.module.css';

export interface RedeemTexts {
  redeem: string;
  redeeming: string;
  done: string;
  redeemed: string;
  expired: string;
  wrongShop: string;
  notYours: string;
  redeemLogin: string;
  failed: string;
}

/** The platform's refusals of a redemption (platform/API.md "Activities"). */
const REFUSED: Record<number, keyof RedeemTexts> = {
  4306: 'redeemed',
  4307: 'expired',
  400: 'wrongShop',
  401: 'redeemLogin',
  403: 'notYours',
};

export const RedeemButton = withQueries(function RedeemButton({
  activityId,
  registCode,
  shopSite,
  redeemed,
  onRedeemed,
  texts,
}: {
  activityId: number;
  registCode: string;
  shopSite: string;
  redeemed: boolean;
  /** Told after a redemption the platform accepted. */
  onRedeemed?: () => void;
  texts: RedeemTexts;
}) {
  const api = useApi();
  // one request per tap: a second tap can come before the button is drawn disabled
  const sending = useRef(false);
  const member = useMember();
  const [state, setState] = useState<'open' | 'redeemed' | 'expired' | 'wrongShop' | 'notYours'>(
    redeemed ? 'redeemed' : 'open',
  );
  const redeem = useMutation({
    mutationFn: () => redeemVoucher(api, { fileId: activityId, registCode, shopSite }),
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: () => {
      setState('redeemed');
      showToast(texts.done);
      onRedeemed?.();
    },
    onError: (error) => {
      const key = error instanceof ApiError && error.kind === 'status' ? REFUSED[error.status ?? 0] : undefined;
      if (key === 'redeemed' || key === 'expired' || key === 'wrongShop' || key === 'notYours') setState(key);
      showToast(key ? texts[key] : texts.failed);
      if (key === 'redeemLogin') leaveForLogin(api.runtime.basePath);
    },
  });
  if (state !== 'open')
    return (
      <p className={styles.state} data-testid="redeem-state" data-state={state}>
        {texts[state]}
      </p>
    );
  return (
    <button
      type="button"
      className={`${pageStyles.button} ${styles.submit}`}
      disabled={redeem.isPending}
      onClick={() => {
        if (!member) {
          showToast(texts.redeemLogin);
          return leaveForLogin(api.runtime.basePath);
        }
        if (sending.current) return;
        sending.current = true;
        redeem.mutate();
      }}
      data-testid="redeem-button"
    >
      {redeem.isPending ? texts.redeeming : texts.redeem}
    </button>
  );
});
