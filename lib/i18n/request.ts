/** next-intl request config: the locale is the one lib/render/readScreen.ts set from the path (setRequestLocale). */
import type { AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { TIME_ZONE } from './timeZone';

export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default as AbstractIntlMessages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: TIME_ZONE,
  };
});
