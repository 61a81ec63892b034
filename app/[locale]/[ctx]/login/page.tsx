/**
 * login.html — phone login (spec §2, §5): phone + image verify code + SMS code (a new phone sets a password
 * with its confirmation), or phone + password; the top bar's close icon goes back. Rendered per request:
 * a reader who is logged in (the session cookie, checked with the platform) sees who they are and can
 * log out. ?from= is where to go afterwards (a path of this site only).
 */
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/login/LoginScreen';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { CLIENT_NAMESPACES, pickMessages, type SCREEN_NAMESPACES } from '@/lib/i18n/clientMessages';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import { readServerMember } from '@/lib/member/serverMember';
import { safeReturnPath } from '@/lib/member/loginPaths';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<ScreenParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readScreen(params);
  const t = await getTranslations({ locale, namespace: 'login' });
  return { title: t('title'), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await readScreen(params);
  const [config, member, query, messages] = await Promise.all([
    loadSiteConfig(),
    readServerMember(),
    searchParams,
    getMessages(),
  ]);
  const from = typeof query.from === 'string' ? query.from : undefined;
  return (
    <>
      <TopBar config={config} variant="login" />
      {/* the login form's own messages travel with this screen only */}
      <NextIntlClientProvider
        locale={locale}
        timeZone={TIME_ZONE}
        messages={pickMessages(messages, [...CLIENT_NAMESPACES, 'login' satisfies keyof typeof SCREEN_NAMESPACES])}
      >
        <LoginScreen serverMember={member} returnTo={safeReturnPath(from)} />
      </NextIntlClientProvider>
    </>
  );
}
