'use client';
/** What a member screen shows a reader who is not logged in: why, and the way to the login and back. */
import Link from 'next/link';
import { loginHref } from '@/lib/member/loginPaths';
import pageStyles from '../pages/pages.module.css';

export function LoginFirst({ text, login, back }: { text: string; login: string; back: string }) {
  return (
    <div className={pageStyles.buttons} data-testid="member-login">
      <p>{text}</p>
      <Link className={pageStyles.button} href={loginHref(back)}>
        {login}
      </Link>
    </div>
  );
}
