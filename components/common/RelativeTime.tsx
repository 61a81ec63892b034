'use client';
/**
 * A publish time as the spec's time display says (§9), relative once hydrated, absolute before. Rendered
 * on every screen's first load, so it formats the page's precompiled `time` messages with icu-minify's
 * formatter (the one next-intl uses for them) rather than with next-intl's client.
 */
import format, { type CompiledMessage } from 'icu-minify/format';
import { formatDate, parsePlatformTime, timeAgo, type RuleStyle } from '@/lib/model/time';
import { useLocale, useNamespace } from '../providers/MessagesContext';
import { useNow } from './useNow';

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * What icu-minify needs to format a message with a count: plural rules and the count's number format,
 * made once per locale (every time on a page is formatted again each minute). The `time` messages have
 * no dates, so a date format is made only if one ever asks.
 */
const FORMATTERS = {
  getPluralRules: (locale?: string | string[], options?: Intl.PluralRulesOptions) => {
    const key = `${String(locale)}|${options?.type ?? ''}`;
    let rules = pluralRules.get(key);
    if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));
    return rules;
  },
  getNumberFormat: (locale?: string | string[], options?: Intl.NumberFormatOptions) => {
    if (options) return new Intl.NumberFormat(locale, options);
    let numbers = numberFormats.get(String(locale));
    if (!numbers) numberFormats.set(String(locale), (numbers = new Intl.NumberFormat(locale)));
    return numbers;
  },
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
};

export function RelativeTime({
  value,
  ruleStyle = 1,
  className,
}: {
  value: string;
  ruleStyle?: RuleStyle;
  className?: string;
}) {
  const texts = useNamespace('time');
  const locale = useLocale();
  const now = useNow();
  const date = parsePlatformTime(value);
  if (!date) return null;
  let text: string;
  if (now === null) text = formatDate(date, locale, 'list');
  else {
    const ago = timeAgo(date, new Date(now), ruleStyle);
    if (ago.unit === 'date') text = formatDate(date, locale, 'list', new Date(now));
    else {
      const message = texts[ago.unit] as CompiledMessage | undefined;
      const values = ago.unit === 'justNow' ? undefined : { value: ago.value };
      if (message === undefined) console.error(`[messages] time.${ago.unit} is missing`);
      text =
        message === undefined
          ? `time.${ago.unit}`
          : String(format(message, locale, values, { formatters: FORMATTERS }));
    }
  }
  return (
    <time className={className} dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  );
}
