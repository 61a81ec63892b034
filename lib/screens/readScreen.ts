/** What every screen reads from its internal path: the locale and the reading context. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { loadSiteConfig } from '../api/siteConfig';
import { decodeContext, type ReadingContext } from '../context';
import { chooseLocale, isLocale, type Locale } from '../i18n/locales';
import { SITE_LOCALE } from '../routing/fastPath.mjs';
import { paramValue, parseId } from '../routing/routes';

export interface ScreenParams {
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
 * Reads and checks the segments proxy.ts (or the fast path, lib/routing/fastScreen.tsx) wrote; anything
 * else is not a page of ours (404). The locale "auto" is the site's configured one, as proxy.ts would pick
 * it for a reader without a language choice.
 */
export async function readScreen(params: Promise<ScreenParams>): Promise<Screen> {
  const { locale: segment, ctx } = await params;
  const context = decodeContext(ctx);
  const locale = segment === SITE_LOCALE ? chooseLocale({ configured: (await loadSiteConfig()).locale }) : segment;
  if (!isLocale(locale) || !context) notFound();
  setRequestLocale(locale);
  requestScreen().context = context;
  return { locale, context };
}

/**
 * A screen addressed by one id parameter: reads the screen, parses the id and loads what it names. A
 * malformed id, a missing required one, or nothing found → 404. With `optional`, an absent id is passed on
 * as undefined (the loader picks a default).
 */
export async function readScreenItem<P extends ScreenParams, T>(
  params: Promise<P>,
  name: keyof P & string,
  loader: (id: number) => Promise<T | undefined>,
): Promise<Screen & { data: T; id: number }>;
export async function readScreenItem<P extends ScreenParams, T>(
  params: Promise<P>,
  name: keyof P & string,
  loader: (id: number | undefined) => Promise<T | undefined>,
  options: { optional: true },
): Promise<Screen & { data: T; id: number | undefined }>;
export async function readScreenItem<P extends ScreenParams, T>(
  params: Promise<P>,
  name: keyof P & string,
  loader: (id: number) => Promise<T | undefined>,
  options?: { optional: true },
): Promise<Screen & { data: T; id: number | undefined }> {
  const screen = await readScreen(params);
  const raw = (await params)[name] as string | undefined;
  const id = parseId(raw);
  if (!id && (paramValue(raw) !== undefined || !options?.optional)) notFound();
  const data = await loader(id as number);
  if (data === undefined) notFound();
  return { ...screen, data, id };
}
