import { readingMinutes } from './readingTime';

describe('readingMinutes', () => {
  it.each([
    [0, 'zh', 0],
    [1, 'zh', 1],
    [400, 'zh', 1],
    [401, 'zh', 2],
    [1322, 'zh', 4],
    [200, 'en', 1],
    [201, 'en', 2],
    [-3, 'zh', 0],
  ])('%d (%s) → %d min', (words, lang, minutes) => {
    expect(readingMinutes(words, lang)).toBe(minutes);
  });
});
