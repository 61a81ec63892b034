'use client';
/**
 * getUserInfo (获取会员信息): the member as the platform knows them (member info: name, picture, masked
 * phone, member number, since when, points, invite code), with the ways on to their points, invite code
 * and sign-ups.
 */
import Link from 'next/link';
import { fetchMemberCard } from '@/lib/api/points';
import { deviceId } from '@/lib/device';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import formStyles from '../activity/activity.module.css';
import { withQueries } from '../providers/queries';
import { LoginFirst } from './LoginFirst';
import styles from './member.module.css';
import { useMemberQuery } from './useMemberQuery';

export interface MemberCardTexts {
  userid: string;
  phone: string;
  since: string;
  points: string;
  inviteCode: string;
  signups: string;
  loginFirst: string;
  login: string;
  failed: string;
}

export const MemberCard = withQueries(function MemberCard({
  locale,
  texts,
}: {
  locale: string;
  texts: MemberCardTexts;
}) {
  const card = useMemberQuery('memberCard', (runtime, token, options) =>
    fetchMemberCard(runtime, token, deviceId(), options),
  );
  if (!card.member) return <LoginFirst text={texts.loginFirst} login={texts.login} back={appPath('getUserInfo')} />;
  if (card.isError) return <p data-testid="member-failed">{texts.failed}</p>;
  if (card.isPending) return <p aria-busy="true" />;
  const info = card.data;
  const since = parsePlatformTime(info.registerTime);
  return (
    <div data-testid="member-card">
      <div className={styles.card}>
        {info.head ? (
          <img className={styles.avatar} src={info.head} alt="" width={56} height={56} />
        ) : (
          <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">
            {Array.from(info.nickname)[0] ?? '?'}
          </span>
        )}
        <p className={styles.name} data-testid="member-nickname">
          {info.nickname}
        </p>
      </div>
      <dl className={formStyles.facts}>
        <div>
          <dt>{texts.userid}</dt>
          <dd data-testid="member-userid">{info.id}</dd>
        </div>
        {info.phone ? (
          <div>
            <dt>{texts.phone}</dt>
            <dd>{info.phone}</dd>
          </div>
        ) : null}
        {since ? (
          <div>
            <dt>{texts.since}</dt>
            <dd>{formatDate(since, locale, 'full')}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.links}>
        <li>
          <Link href={appPath('integralShop')} data-testid="member-points">
            {texts.points}
            <span>{info.score}</span>
          </Link>
        </li>
        <li>
          <Link href={appPath('invite')} data-testid="member-invite">
            {texts.inviteCode}
            <span>{info.inviteCode}</span>
          </Link>
        </li>
        <li>
          <Link href={appPath('signupdetail')} data-testid="member-signups">
            {texts.signups}
          </Link>
        </li>
      </ul>
    </div>
  );
});
