import { isUsableXyAccount } from './xyAccount';

describe('isUsableXyAccount (spec §4)', () => {
  it.each([
    [{ id: 3, status: 0, forbidden: 0 }, true],
    [{ id: 3, status: 2, forbidden: 0 }, true],
    [{ id: 3, status: 1, forbidden: 0 }, false],
    [{ id: 3, status: 4, forbidden: 0 }, false],
    [{ id: 3, status: 0, forbidden: 1 }, false],
    [{ id: 0, status: 0, forbidden: 0 }, false],
    [{ id: -2, status: 0, forbidden: 0 }, false],
    [null, false],
  ])('%j → %s', (account, usable) => {
    expect(isUsableXyAccount(account)).toBe(usable);
  });
});
