import { dynamicsHaveMore, firstActivityEntries, moreByMultiple, topOfRank } from './limits';

const range = (n: number) => Array.from({ length: n }, (_, k) => k);

describe('answer limits (spec §7, §9)', () => {
  it.each([
    [0, 0],
    [5, 5],
    [8, 8],
    [12, 8],
  ])('activity: %d entries → %d shown', (n, shown) => {
    expect(firstActivityEntries(range(n))).toEqual(range(shown));
  });
  it.each([
    [3, 3],
    [20, 20],
    [35, 20],
  ])('rank: %d → %d', (n, shown) => {
    expect(topOfRank(range(n))).toHaveLength(shown);
  });
  it.each([
    [0, false],
    [9, false],
    [10, true],
    [15, true],
  ])('dynamics with %d on the last page have more: %s', (n, more) => {
    expect(dynamicsHaveMore(n)).toBe(more);
  });
  it.each([
    [0, false],
    [19, false],
    [20, true],
    [35, false],
    [40, true],
  ])('"more" after %d loaded: %s', (n, more) => {
    expect(moreByMultiple(n)).toBe(more);
  });
});
