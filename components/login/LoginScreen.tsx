'use client';
/**
 * The login screen's body: who is logged in (from the server's cookie, or this browser's stored login),
 * with a logout; otherwise the login form. Login stores the tokens for the browser's calls, tells the
 * server (cookie), then goes back to where the reader came from. The browser's login decides: a server
 * session whose platform login has ended (expired, or logged out in another tab) is forgotten once the
 * page runs, and the form shows.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { logout } from '@/lib/api/members';
import type { MemberInfo } from '@/lib/schemas/member';
import { deviceId } from '@/lib/device';
import { clearLogin, readMember, useMember } from '@/lib/member/memberStore';
import { appPath, type RouteName } from '@/lib/routing/routes';
import memberStyles from '../member/member.module.css';
import { useRuntime } from '../providers/RuntimeContext';
import { LoginForm } from './LoginForm';
import styles from './login.module.css';

/** The member's own screens, offered once logged in (the top bar's person icon leads here). */
const MEMBER_SCREENS: [RouteName, 'account' | 'points' | 'invite' | 'signups'][] = [
  ['getUserInfo', 'account'],
  ['integralShop', 'points'],
  ['invite', 'invite'],
  ['signupdetail', 'signups'],
];

const noSubscription = () => () => undefined;
const isRunning = () => true;
const isNotRunning = () => false;

export function LoginScreen({ serverMember, returnTo }: { serverMember?: MemberInfo; returnTo: string }) {
  const t = useTranslations('login');
  const runtime = useRuntime();
  const clientMember = useMember();
  const [loggedOut, setLoggedOut] = useState(false);
  // the server's view until the page runs, the browser's after
  const running = useSyncExternalStore(noSubscription, isRunning, isNotRunning);
  useEffect(() => {
    if (serverMember && !readMember())
      void fetch(`${runtime.basePath}/api/session`, { method: 'DELETE' }).catch(() => undefined);
  }, [serverMember, runtime.basePath]);
  const member = loggedOut ? undefined : running ? clientMember : serverMember;

  async function onLogout() {
    const token = clientMember?.accessToken;
    setLoggedOut(true);
    clearLogin();
    await Promise.allSettled([
      token ? logout(runtime, token, deviceId()) : Promise.resolve(),
      fetch(`${runtime.basePath}/api/session`, { method: 'DELETE' }),
    ]);
  }

  if (member)
    return (
      <main className={styles.page} data-testid="logged-in">
        <div className={styles.member}>
          {member.head ? (
            <img className={styles.avatar} src={member.head} alt="" width={56} height={56} />
          ) : (
            <span className={styles.initial} aria-hidden>
              {Array.from(member.nickname)[0] ?? '?'}
            </span>
          )}
          <div>
            <p className={styles.name} data-testid="member-name">
              {member.nickname}
            </p>
            {member.phone ? <p className={styles.hint}>{member.phone}</p> : null}
          </div>
        </div>
        <ul className={memberStyles.links} data-testid="member-links">
          {MEMBER_SCREENS.map(([route, key]) => (
            <li key={route}>
              <Link href={appPath(route)}>{t(key)}</Link>
            </li>
          ))}
        </ul>
        <a className={styles.submit} href={`${runtime.basePath}${returnTo}`}>
          {t('continue')}
        </a>
        <button type="button" className={styles.secondary} onClick={() => void onLogout()} data-testid="logout">
          {t('logout')}
        </button>
      </main>
    );
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <LoginForm
        onLoggedIn={() => {
          setLoggedOut(false);
          // a full navigation: the page is rendered again, now for a logged-in reader
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the server renders for the logged-in reader
          window.location.href = `${runtime.basePath}${returnTo}`;
        }}
      />
    </main>
  );
}
