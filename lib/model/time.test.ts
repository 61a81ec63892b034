import { formatDay, clockTime, formatDate, isCalendarDay, parsePlatformTime, timeAgo, type RuleStyle } from './time';

const NOW = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('parsePlatformTime', () => {
  it('reads Beijing time', () => {
    expect(parsePlatformTime('2026-11-21 20:00:00')?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(parsePlatformTime('2026-11-21 20:00')?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
    expect(parsePlatformTime('2026-11-21T12:00:00Z')?.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
  it.each(['', 'yesterday', '2026-13-45 99:99', null, undefined])('refuses %j', (text) => {
    expect(parsePlatformTime(text)).toBeUndefined();
  });
});

describe('timeAgo', () => {
  const table: [string, number, RuleStyle, ReturnType<typeof timeAgo>][] = [
    ['future', -5 * MIN, 1, { unit: 'justNow' }],
    ['30 s', 30_000, 1, { unit: 'justNow' }],
    ['5 min', 5 * MIN, 1, { unit: 'minutes', value: 5 }],
    ['59 min', 59 * MIN, 3, { unit: 'minutes', value: 59 }],
    ['3 h', 3 * HOUR, 1, { unit: 'hours', value: 3 }],
    ['23 h', 23 * HOUR, 5, { unit: 'hours', value: 23 }],
    ['2 d style 1', 2 * DAY, 1, { unit: 'date' }],
    ['2 d style 2', 2 * DAY, 2, { unit: 'days', value: 2 }],
    ['8 d style 2', 8 * DAY, 2, { unit: 'date' }],
    ['8 d style 3', 8 * DAY, 3, { unit: 'weeks', value: 1 }],
    ['40 d style 3', 40 * DAY, 3, { unit: 'date' }],
    ['40 d style 4', 40 * DAY, 4, { unit: 'months', value: 1 }],
    ['200 d style 4', 200 * DAY, 4, { unit: 'months', value: 6 }],
    ['400 d style 4', 400 * DAY, 4, { unit: 'date' }],
    ['400 d style 5', 400 * DAY, 5, { unit: 'years', value: 1 }],
    ['800 d style 5', 800 * DAY, 5, { unit: 'years', value: 2 }],
    ['20 d style 6', 20 * DAY, 6, { unit: 'days', value: 20 }],
    ['31 d style 6', 31 * DAY, 6, { unit: 'date' }],
  ];
  it.each(table)('%s', (_label, diff, style, expected) => {
    expect(timeAgo(ago(diff), NOW, style)).toEqual(expected);
  });
});

describe('formatDate', () => {
  const date = parsePlatformTime('2026-03-05 08:07:00')!;
  const lastYear = parsePlatformTime('2025-12-31 23:59:00')!;
  it.each([
    ['cn', 'list', date, '03-05 08:07'],
    ['cn', 'full', date, '2026-03-05 08:07'],
    ['cn', 'list', lastYear, '2025-12-31'],
    ['bo', 'list', date, '03-05 08:07'],
    ['en', 'list', date, 'Mar 5, 08:07'],
    ['en', 'full', date, 'Mar 5, 2026, 08:07'],
    ['en', 'list', lastYear, 'Dec 31, 2025'],
    ['de', 'list', date, '5. März 08:07'],
    ['de', 'full', lastYear, '31. Dez. 2025 23:59'],
    ['fr', 'list', date, '5 mars 08:07'],
    ['fr', 'list', lastYear, '31 déc. 2025'],
  ] as const)('%s %s %s', (locale, form, value, expected) => {
    expect(formatDate(value, locale, form, NOW)).toBe(expected);
  });
  it('without a "now" writes the year (server HTML is the same at any time)', () => {
    expect(formatDate(date, 'cn', 'list')).toBe('2026-03-05');
  });
});

describe('clockTime', () => {
  it('writes HH:mm in Beijing time', () => {
    expect(clockTime(new Date('2026-11-21T16:05:00Z'))).toBe('00:05');
  });
});

describe('formatDay', () => {
  const date = parsePlatformTime('2026-03-05 23:30:00')!;
  it.each([
    ['cn', '2026-03-05'],
    ['bo', '2026-03-05'],
    ['en', 'Mar 5, 2026'],
    ['de', '5. März 2026'],
  ])('%s → %s', (locale, expected) => {
    expect(formatDay(date, locale)).toBe(expected);
  });
});

it.each([
  ['2026-02-28', true],
  ['2028-02-29', true],
  ['2026-02-30', false],
  ['2026-13-45', false],
  ['2026-00-10', false],
  ['26-02-01', false],
])('%s is a calendar day: %s', (text, expected) => {
  expect(isCalendarDay(text)).toBe(expected);
});
