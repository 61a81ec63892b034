/** What every screen reads from its path's first segment: the locale and the reading context. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { loadSiteConfig } from '../api/siteConfig';
import { decodeContext, PLAIN_CONTEXT, type ReadingContext } from '../context';
import { chooseLocale, isLocale, type Locale } from '../i18n/locales';

/** The segments proxy.ts writes (lib/routing/routes.ts readVariant). */
export interface VariantSegments {
  locale: string;
  ctx: string;
}

export interface Screen {
  locale: Locale;
  context: ReadingContext;
}

/** The reading context of the request being rendered (React's per-request cache, like the locale). */
const requestScreen = cache((): { context?: ReadingContext } => ({}));

/** The context readScreen found for this request (undefined outside a screen). */
export function currentContext(): ReadingContext | undefined {
  return requestScreen().context;
}

/**
 * Checks the locale and context segments; anything proxy.ts would not write is not a page of ours (404).
 * Without segments (a path that is no page of ours, drawn as its 404), the plain reader in the site's
 * configured locale.
 */
export async function readScreen(segments: VariantSegments | undefined): Promise<Screen> {
  const context = decodeContext(segments?.ctx ?? PLAIN_CONTEXT);
  const locale = segments?.locale ?? chooseLocale({ configured: (await loadSiteConfig()).locale });
  if (!isLocale(locale) || !context) notFound();
  setRequestLocale(locale);
  requestScreen().context = context;
  return { locale, context };
}
