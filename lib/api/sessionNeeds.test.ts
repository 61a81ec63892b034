import { sessionNeeded } from './sessionNeeds';

const flags = { xyAuth: 0, tokenEnable: false, curVersions: 2, encryptKey4: '' };

describe('sessionNeeded (spec §4 route guard)', () => {
  it.each([
    [undefined, false, false],
    [flags, false, false],
    [flags, true, false],
    [{ ...flags, tokenEnable: true }, false, true],
    [{ ...flags, xyAuth: 2 }, false, true],
    [{ ...flags, xyAuth: 1 }, false, false],
    [{ ...flags, xyAuth: 1 }, true, true],
  ])('%j, needs auth %s → %s', (value, needsAuth, expected) => {
    expect(sessionNeeded(value, needsAuth)).toBe(expected);
  });
});
