/** What every screen reads from its internal path: the locale and the reading context. */
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { decodeContext, type ReadingContext } from './context';
import { isLocale, type Locale } from './i18n/locales';

export interface ScreenParams {
  locale: string;
  ctx: string;
}

export interface Screen {
  locale: Locale;
  context: ReadingContext;
}

/** Reads and checks the segments proxy.ts wrote; anything else is not a page of ours (404). */
export async function readScreen(params: Promise<ScreenParams>): Promise<Screen> {
  const { locale, ctx } = await params;
  const context = decodeContext(ctx);
  if (!isLocale(locale) || !context) notFound();
  setRequestLocale(locale);
  return { locale, context };
}
