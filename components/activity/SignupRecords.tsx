'use client';
/**
 * The reader's sign-up records (signupdetail, 报名信息): each activity with its registration code, time,
 * place and the answers given. Not logged in: a way to the login and back.
 */
import Link from 'next/link';
import { loginHref } from '@/lib/member/loginPaths';
import { showPlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import { withQueries } from '../providers/queries';
import pageStyles from '../pages/pages.module.css';
import styles from './activity.module.css';
import { useSignups } from './useSignups';

export interface SignupRecordsTexts {
  loginFirst: string;
  login: string;
  none: string;
  failed: string;
  registCode: string;
  activityTime: string;
  address: string;
  signedUpAt: string;
  voucher: string;
}

export const SignupRecords = withQueries(function SignupRecords({
  locale,
  texts,
}: {
  locale: string;
  texts: SignupRecordsTexts;
}) {
  const { member, data: records, isError, isPending } = useSignups();
  const time = (text: string) => showPlatformTime(text, locale);
  if (!member)
    return (
      <div className={pageStyles.buttons} data-testid="signups-login">
        <p>{texts.loginFirst}</p>
        <Link className={pageStyles.button} href={loginHref(appPath('signupdetail'))}>
          {texts.login}
        </Link>
      </div>
    );
  if (isError) return <p data-testid="signups-failed">{texts.failed}</p>;
  if (isPending) return <p aria-busy="true" />;
  if (!records.length) return <p data-testid="signups-none">{texts.none}</p>;
  return (
    <ul className={styles.records} data-testid="signups">
      {records.map((record) => (
        <li key={`${record.activityId}-${record.registCode}`} className={styles.record} data-testid="signup-record">
          <h2>
            <Link href={appPath('activityDetail', { id: record.activityId })}>{record.title}</Link>
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{texts.registCode}</dt>
              <dd className={styles.code} data-testid="regist-code">
                {record.registCode}
              </dd>
            </div>
            <div>
              <dt>{texts.activityTime}</dt>
              <dd>{time(record.startTime)}</dd>
            </div>
            <div>
              <dt>{texts.address}</dt>
              <dd>{record.address}</dd>
            </div>
            {record.answers.map((answer) => (
              <div key={answer.label}>
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
            <div>
              <dt>{texts.signedUpAt}</dt>
              <dd>{time(record.createdAt)}</dd>
            </div>
          </dl>
          {record.voucher ? (
            <Link
              className={`${pageStyles.button} ${pageStyles.buttonSecondary}`}
              href={appPath('writeOff', { activityID: record.activityId, registCode: record.registCode })}
              data-testid="voucher-link"
            >
              {texts.voucher}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
