import { expandAddresses, formatPlatformTime, ok, empty, fail } from './envelope';
import { nonNegativeInt, positiveInt, siteIdOf } from './http';
import { drawArtwork, PICTURE_SIZES } from './seed/images';
import { createRandom, intBetween, pick } from './seed/random';
import { countWords } from './seed/seed';

describe('envelopes', () => {
  it('ok, empty, fail', () => {
    expect(ok({ a: 1 })).toEqual({ status: 0, message: 'success', data: { a: 1 } });
    expect(empty()).toEqual({ status: 0, message: 'empty', data: null });
    expect(fail(400, 'x')).toEqual({ status: 400, message: 'x', data: null });
  });

  it('expandAddresses rewrites placeholders deep inside answers, leaving other values alone', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const answer = { a: '{media}/pic/x.jpg', b: ['{web}/home.html', 3, null], c: { d: '{ws}/ws', e: 'plain {x}' }, at };
    expect(expandAddresses(answer, { publicUrl: 'https://api.example.com', webUrl: 'https://m.example.com' })).toEqual({
      a: 'https://api.example.com/media/pic/x.jpg',
      b: ['https://m.example.com/home.html', 3, null],
      c: { d: 'wss://api.example.com/ws', e: 'plain {x}' },
      at,
    });
  });

  it('formatPlatformTime writes Beijing time', () => {
    expect(formatPlatformTime(new Date('2026-11-21T16:30:05Z'))).toBe('2026-11-22 00:30:05');
  });
});

describe('query readers', () => {
  it.each([
    ['5', 5],
    [5, 5],
    [' 12 ', 12],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['1234567890', undefined],
    [undefined, undefined],
    [{}, undefined],
  ])('positiveInt(%j) → %j', (value, expected) => {
    expect(positiveInt(value)).toBe(expected);
  });

  it('nonNegativeInt falls back on anything but digits', () => {
    expect(nonNegativeInt('0', 9)).toBe(0);
    expect(nonNegativeInt('7', 9)).toBe(7);
    expect(nonNegativeInt('x', 9)).toBe(9);
    expect(nonNegativeInt(undefined, 9)).toBe(9);
  });

  it('siteIdOf reads every spelling', () => {
    expect(siteIdOf({ siteId: '1' })).toBe(1);
    expect(siteIdOf({ siteID: '2' })).toBe(2);
    expect(siteIdOf({ siteid: '3' })).toBe(3);
    expect(siteIdOf({})).toBeUndefined();
  });
});

describe('seed helpers', () => {
  it('the random generator is deterministic', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const r = createRandom(1);
    for (let k = 0; k < 100; k++) expect(intBetween(r, 3, 5)).toBeGreaterThanOrEqual(3);
    expect(['x']).toContain(pick(r, ['x']));
  });

  it('pictures are drawn the same way every time, at the size asked', () => {
    const { width, height } = PICTURE_SIZES.small;
    const first = drawArtwork(7, 'coast', width, height);
    expect(first).toHaveLength(width * height * 4);
    expect(Buffer.from(drawArtwork(7, 'coast', width, height)).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(drawArtwork(8, 'coast', width, height)).equals(Buffer.from(first))).toBe(false);
  });

  it('countWords counts characters in Chinese and words in English, markup left out', () => {
    expect(countWords('<p>澜海 日报</p>', 'zh')).toBe(4);
    expect(countWords('<p>Lanhai <b>Daily</b> news</p>', 'en')).toBe(3);
  });
});
