/**
 * login.html — phone login (spec §2, §5): phone + image verify code + SMS code (a new phone sets a password
 * with its confirmation), or phone + password; the top bar's close icon goes back. Rendered per request
 * (cacheSeconds 0): a reader who is logged in (the session cookie) sees who they are and can log out.
 * ?from= is where to go afterwards (a path of this site only).
 */
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/login/LoginScreen';
import { TopBar } from '@/components/shell/TopBar';
import { safeReturnPath } from '@/lib/member/loginPaths';
import { readServerMember } from '@/lib/member/serverMember';
import { defineScreen } from '@/lib/render/defineScreen';

export default defineScreen({
  async load({ query }) {
    return { member: (await readServerMember()) ?? null, returnTo: safeReturnPath(query.from) };
  },
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'login' });
    return { title: t('title'), robots: { index: false } };
  },
  View({ config, data }) {
    return (
      <>
        <TopBar config={config} variant="login" />
        <LoginScreen serverMember={data.member ?? undefined} returnTo={data.returnTo} />
      </>
    );
  },
});
