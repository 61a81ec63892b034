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

/** What icu-minify needs to format a message with a count (plural rules, numbers), made once per locale. */
const FORMATTERS = {
  getPluralRules: (locale?: string | string[], options?: Intl.PluralRulesOptions) => {
    const key = `${String(locale)}|${options?.type ?? ''}`;
    let rules = pluralRules.get(key);
    if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, options)));
    return rules;
  },
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
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
