'use client';
/**
 * writeOff/:activityID without a code: the logged-in member's vouchers of that activity (one per
 * sign-up), each with its state and the way to show it at a shop; or the third party's address where it
 * verifies the vouchers itself.
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { isEmpty } from '@/lib/api/answer';
import { fetchVoucher } from '@/lib/api/activity';
import { useMember } from '@/lib/member/memberStore';
import { appPath } from '@/lib/routing/routes';
import { LoginFirst } from '../member/LoginFirst';
import memberStyles from '../member/member.module.css';
import pageStyles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';
import { useApi } from '../providers/RuntimeContext';
import styles from './activity.module.css';

export interface MyVouchersTexts {
  loginFirst: string;
  login: string;
  none: string;
  failed: string;
  unused: string;
  usedShort: string;
  verifyElsewhere: string;
}

export const MyVouchers = withQueries(function MyVouchers({
  activityId,
  texts,
}: {
  activityId: number;
  texts: MyVouchersTexts;
}) {
  const api = useApi();
  const member = useMember();
  const vouchers = useQuery({
    queryKey: ['myVouchers', member?.id ?? 0, activityId],
    queryFn: async ({ signal }) => {
      const answer = await fetchVoucher(api, activityId, undefined, { signal });
      return isEmpty(answer) ? undefined : answer;
    },
    enabled: Boolean(member),
  });
  if (!member)
    return (
      <LoginFirst text={texts.loginFirst} login={texts.login} back={appPath('writeOff', { activityID: activityId })} />
    );
  if (vouchers.isError) return <p data-testid="vouchers-failed">{texts.failed}</p>;
  if (vouchers.isPending) return <p aria-busy="true" />;
  const answer = vouchers.data;
  if (answer?.verifyUrl)
    return (
      <div className={pageStyles.buttons}>
        <a className={pageStyles.button} href={answer.verifyUrl} rel="noopener" data-testid="verify-elsewhere">
          {texts.verifyElsewhere}
        </a>
      </div>
    );
  if (!answer?.list.length) return <p data-testid="vouchers-none">{texts.none}</p>;
  return (
    <ul className={memberStyles.links} data-testid="my-vouchers">
      {answer.list.map((voucher) => (
        <li key={voucher.registCode}>
          <Link href={appPath('writeOff', { activityID: activityId, registCode: voucher.registCode })}>
            <span className={styles.code}>{voucher.registCode}</span>
            <span>{voucher.status ? texts.usedShort : texts.unused}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
