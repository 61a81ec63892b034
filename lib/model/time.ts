/**
 * Time display (spec §9): under an hour "just now" or minutes ago; under a day hours ago; longer a date.
 * Rule styles 1–6 add days, weeks, months and years ago. Dates are shown in the newspaper's time zone
 * (Beijing, UTC+8) with abbreviated month names, computed without Intl so that the server and every
 * browser print the same text.
 */
export const NEWSROOM_OFFSET_MS = 8 * 3_600_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Reads the platform's "YYYY-MM-DD HH:mm:ss" (Beijing time) or an ISO time. */
export function parsePlatformTime(text: string | undefined | null): Date | undefined {
  if (!text) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (match) {
    const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
    const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
    const check = new Date(utc);
    // refuse overflowing values (month 13, day 45, 25:00) instead of rolling them over
    if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59 || second! > 59)
      return undefined;
    return new Date(utc - NEWSROOM_OFFSET_MS);
  }
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export type RuleStyle = 1 | 2 | 3 | 4 | 5 | 6;

export type TimeAgo =
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years'; value: number }
  | { unit: 'date' };

/**
 * What to say about a time. Every style says "just now" under a minute, minutes under an hour and hours
 * under a day. Then: 1 a date; 2 days (under 7); 3 days, then weeks (under 5); 4 … then months (under
 * 12); 5 … then years; 6 days (under 30), then a date. Future times are "just now".
 */
export function timeAgo(date: Date, now: Date, style: RuleStyle = 1): TimeAgo {
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) return { unit: 'justNow' };
  if (diff < HOUR) return { unit: 'minutes', value: Math.floor(diff / MINUTE) };
  if (diff < DAY) return { unit: 'hours', value: Math.floor(diff / HOUR) };
  const days = Math.floor(diff / DAY);
  if (style === 1) return { unit: 'date' };
  if (style === 6) return days < 30 ? { unit: 'days', value: days } : { unit: 'date' };
  if (days < 7) return { unit: 'days', value: days };
  if (style === 2) return { unit: 'date' };
  if (days < 35) return { unit: 'weeks', value: Math.floor(days / 7) };
  if (style === 3) return { unit: 'date' };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: 'months', value: Math.max(1, months) };
  if (style === 4) return { unit: 'date' };
  return { unit: 'years', value: Math.floor(days / 365) || 1 };
}

const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

function parts(date: Date) {
  const shifted = new Date(date.getTime() + NEWSROOM_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hh: String(shifted.getUTCHours()).padStart(2, '0'),
    mm: String(shifted.getUTCMinutes()).padStart(2, '0'),
  };
}

/**
 * A date as text. "list": the year only when it is not the current one (and then no time); "full": always
 * the year and the time.
 */
export function formatDate(date: Date, locale: string, form: 'list' | 'full', now?: Date): string {
  const p = parts(date);
  const sameYear = now ? parts(now).year === p.year : false;
  const withYear = form === 'full' || !sameYear;
  const withTime = form === 'full' || sameYear;
  const months = MONTHS[locale];
  const time = withTime ? ` ${p.hh}:${p.mm}` : '';
  if (!months) {
    const md = `${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    return `${withYear ? `${p.year}-` : ''}${md}${time}`;
  }
  const month = months[p.month]!;
  if (locale === 'en') return `${month} ${p.day}${withYear ? `, ${p.year}` : ''}${withTime ? `,${time}` : ''}`;
  return `${p.day}${locale === 'de' ? '.' : ''} ${month}${withYear ? ` ${p.year}` : ''}${time}`;
}

/** A platform time ("2026-11-26 14:05:00") as a full date in the reader's language; text that is not one, as it is. */
export function showPlatformTime(text: string, locale: string): string {
  const date = parsePlatformTime(text);
  return date ? formatDate(date, locale, 'full') : text;
}

/** A day without its time (newsroom time): 2026-11-21, Nov 21, 2026, 21. Nov. 2026, 21 nov. 2026. */
export function formatDay(date: Date, locale: string): string {
  const p = parts(date);
  const months = MONTHS[locale];
  if (!months) return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const month = months[p.month]!;
  if (locale === 'en') return `${month} ${p.day}, ${p.year}`;
  return `${p.day}${locale === 'de' ? '.' : ''} ${month} ${p.year}`;
}

/** The clock time (HH:mm, newsroom time), for timelines such as live reports. */
export function clockTime(date: Date): string {
  const p = parts(date);
  return `${p.hh}:${p.mm}`;
}

/** A day of the calendar as YYYY-MM-DD (2026-02-30 and 2026-13-45 name none). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
