import { countFormat, formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, 'cn', '0'],
    [999, 'cn', '999'],
    [1000, 'cn', '1k+'],
    [9999, 'cn', '9k+'],
    [10_000, 'cn', '1w+'],
    [123_456, 'cn', '12w+'],
    [10_000, 'en', '10k+'],
    [123_456, 'de', '123k+'],
    [-5, 'cn', '0'],
    [Number.NaN, 'cn', '0'],
    [12.7, 'cn', '12'],
  ])('%d (%s) → %s', (value, locale, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });
});

describe('countFormat', () => {
  it.each([
    [0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '999+'],
    [120, 99, '99+'],
    [-1, undefined, '0'],
  ])('%d cap %s → %s', (value, cap, expected) => {
    expect(countFormat(value, cap)).toBe(expected);
  });
});
