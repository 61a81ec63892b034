/**
 * What every screen reads from its path's first segment: the locale and the reading context, and on a page
 * of one content the language of that content (proxy.ts resolves it: lib/loaders/contentLanguage.ts).
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { loadSiteConfig } from '../api/siteConfig';
import { decodeContext, PLAIN_CONTEXT, type ReadingContext } from '../context';
import { chooseLocale, isLocale, LOCALE_INFO, type Locale } from '../i18n/locales';
import { isOneContent, type RouteName } from '../routing/routes';

/** The segments proxy.ts writes (lib/routing/routes.ts readVariant). */
export interface VariantSegments {
  locale: string;
  ctx: string;
  contentLocale?: string;
}

export interface Screen {
  /** The reader's language: the interface's. */
  locale: Locale;
  context: ReadingContext;
  /**
   * The language of the page's content when the page is one content (an article, a post, a profile): the
   * page's lang, og:locale and inLanguage say it; undefined where the content is the interface (home, lists).
   */
  contentLocale?: Locale;
}

/** The screen of the request being rendered (React's per-request cache, like the locale). */
const requestScreen = cache((): Partial<Screen> => ({}));

/** The context readScreen found for this request (undefined outside a screen). */
export function currentContext(): ReadingContext | undefined {
  return requestScreen().context;
}

/** The content language readScreen found for this request (undefined outside a page of one content). */
export function currentContentLocale(): Locale | undefined {
  return requestScreen().contentLocale;
}

/** The BCP 47 tag of what the page shows: its content's language, else the reader's. */
export function contentTag(screen: Pick<Screen, 'locale' | 'contentLocale'>): string {
  return LOCALE_INFO[screen.contentLocale ?? screen.locale].tag;
}

/**
 * Checks the locale and context segments; anything proxy.ts would not write is not a page of ours (404).
 * Without segments (a path that is no page of ours, drawn as its 404), the plain reader in the site's
 * configured locale. A page of one content (`route`, when the screen's page asks) whose segment names no
 * content language is in the reader's (proxy.ts writes it only when the two differ).
 */
export async function readScreen(segments: VariantSegments | undefined, route?: RouteName): Promise<Screen> {
  const context = decodeContext(segments?.ctx ?? PLAIN_CONTEXT);
  const locale = segments?.locale ?? chooseLocale({ configured: (await loadSiteConfig()).locale });
  const written = segments?.contentLocale;
  if (!isLocale(locale) || !context || (written !== undefined && !isLocale(written))) notFound();
  const contentLocale = written ?? (route && isOneContent(route) ? locale : undefined);
  setRequestLocale(locale);
  requestScreen().context = context;
  // the page's reading decides (the root layout, which reads its segment without the route, does not)
  if (route) requestScreen().contentLocale = contentLocale;
  return contentLocale ? { locale, context, contentLocale } : { locale, context };
}
