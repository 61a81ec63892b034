import { formatDuration, isoDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [4, '0:04'],
    [4.4, '0:04'],
    [4.6, '0:05'],
    [59.6, '1:00'],
    [245, '4:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%p s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [4, 'PT4S'],
    [60, 'PT1M'],
    [245, 'PT4M5S'],
    [3723, 'PT1H2M3S'],
    [3600, 'PT1H'],
    [Number.NaN, 'PT0S'],
  ])('%p s → %s', (seconds, text) => {
    expect(isoDuration(seconds)).toBe(text);
  });
});
