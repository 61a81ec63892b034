import { isUsableXyAccount } from './xyAccount';

describe('isUsableXyAccount (spec §4)', () => {
  it.each([
    [{ xyID: 3, xyStatus: 0, xyForbidden: 0 }, true],
    [{ xyID: 3, xyStatus: 2, xyForbidden: 0 }, true],
    [{ xyID: 3, xyStatus: 1, xyForbidden: 0 }, false],
    [{ xyID: 3, xyStatus: 4, xyForbidden: 0 }, false],
    [{ xyID: 3, xyStatus: 0, xyForbidden: 1 }, false],
    [{ xyID: 0, xyStatus: 0, xyForbidden: 0 }, false],
    [{ xyID: -2, xyStatus: 0, xyForbidden: 0 }, false],
    [null, false],
  ])('%j → %s', (account, usable) => {
    expect(isUsableXyAccount(account)).toBe(usable);
  });
});
