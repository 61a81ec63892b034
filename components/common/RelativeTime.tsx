'use client';
/** A publish time as the spec's time display says (§9), relative once hydrated, absolute before. */
import { useLocale, useTranslations } from 'next-intl';
import { formatDate, parsePlatformTime, timeAgo, type RuleStyle } from '@/lib/model/time';
import { useNow } from './useNow';

export function RelativeTime({
  value,
  ruleStyle = 1,
  className,
}: {
  value: string;
  ruleStyle?: RuleStyle;
  className?: string;
}) {
  const t = useTranslations('time');
  const locale = useLocale();
  const now = useNow();
  const date = parsePlatformTime(value);
  if (!date) return null;
  let text: string;
  if (now === null) text = formatDate(date, locale, 'list');
  else {
    const ago = timeAgo(date, new Date(now), ruleStyle);
    if (ago.unit === 'date') text = formatDate(date, locale, 'list', new Date(now));
    else text = t(ago.unit, ago.unit === 'justNow' ? undefined : { value: ago.value });
  }
  return (
    <time className={className} dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  );
}
