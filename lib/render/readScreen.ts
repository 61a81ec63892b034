/** What every screen reads from its path's first segment: the locale and the reading context. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { loadSiteConfig } from '../api/siteConfig';
import { decodeContext, type ReadingContext } from '../context';
import { chooseLocale, isLocale, type Locale } from '../i18n/locales';
import { SITE_LOCALE } from '../routing/plainReader.mjs';

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
 * The locale "auto" is the site's configured one, as proxy.ts would pick it for a reader without a
 * language choice.
 */
export async function readScreen({ locale: segment, ctx }: VariantSegments): Promise<Screen> {
  const context = decodeContext(ctx);
  const locale = segment === SITE_LOCALE ? chooseLocale({ configured: (await loadSiteConfig()).locale }) : segment;
  if (!isLocale(locale) || !context) notFound();
  setRequestLocale(locale);
  requestScreen().context = context;
  return { locale, context };
}
