/**
 * next-intl's provider for a route group's layout: the namespaces its screens' client parts read, in the
 * locale of the path proxy.ts wrote (lib/i18n/clientMessages.ts). A server component: the messages are
 * picked on the server and only they reach the page.
 */
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages, type MessageNamespace } from '@/lib/i18n/clientMessages';
import { TIME_ZONE } from '@/lib/i18n/timeZone';
import { readScreen } from '@/lib/render/readScreen';
import { readVariant } from '@/lib/routing/routes';

/** A route group's layout props: its children and the variant segment ("~{locale}~{ctx}"). */
export type GroupLayoutProps = { children: React.ReactNode; params: Promise<{ variant: string }> };

export async function ClientMessages({
  params,
  namespaces,
  children,
}: GroupLayoutProps & { namespaces: readonly MessageNamespace[] }) {
  const { locale } = await readScreen(readVariant((await params).variant));
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={await clientMessages(locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
