/**
 * GET /api/messages/{version}/{locale}/{namespace}: one namespace of the messages, precompiled as pages
 * send theirs, for a part that fetches its texts when its code loads (components/providers/
 * lazyWithMessages.tsx) instead of every page carrying them. Made at build time for each language and
 * each such namespace (LOADED_NAMESPACES), under this build's messages version; any other path is 404.
 * A version's texts never change, so browsers keep them as long as the edge does (a year).
 */
import { LOADED_NAMESPACES, MESSAGES_VERSION } from '@/lib/i18n/clientMessages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/request';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { version: string; locale: string; namespace: string }[] {
  return LOCALES.flatMap((locale) =>
    LOADED_NAMESPACES.map((namespace) => ({ version: MESSAGES_VERSION, locale, namespace })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ version: string; locale: string; namespace: string }> },
) {
  const { locale, namespace } = await params;
  const messages = await loadMessages(locale as Locale);
  return Response.json(messages[namespace], { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
