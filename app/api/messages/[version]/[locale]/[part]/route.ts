/**
 * GET /api/messages/{version}/{locale}/{part}: the texts of a part whose code loads later (its namespaces,
 * LOADED_TEXTS), precompiled as pages send theirs, for that part to fetch with its code (components/
 * providers/lazyWithMessages.tsx) instead of every page carrying them. Made at build time for each
 * language and each such part, under this build's messages version; any other path is 404. A version's
 * texts never change, so browsers keep them as long as the edge does (a year).
 */
import { LOADED_TEXTS, MESSAGES_VERSION, pickMessages, type LoadedTexts } from '@/lib/i18n/clientMessages';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/request';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { version: string; locale: string; part: string }[] {
  return LOCALES.flatMap((locale) =>
    Object.keys(LOADED_TEXTS).map((part) => ({ version: MESSAGES_VERSION, locale, part })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ version: string; locale: string; part: string }> },
) {
  const { locale, part } = await params;
  const messages = await loadMessages(locale as Locale);
  return Response.json(pickMessages(messages, LOADED_TEXTS[part as LoadedTexts]), {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
