import { titleFromQuery } from './RouteEffects';

describe('titleFromQuery', () => {
  it.each([
    ['?title=%E6%88%91%E7%9A%84', '我的'],
    ['?title=+Hello+', 'Hello'],
    ['?title=', undefined],
    ['?x=1', undefined],
    ['', undefined],
    [`?title=${'a'.repeat(300)}`, 'a'.repeat(120)],
  ])('%s → %j', (search, expected) => {
    expect(titleFromQuery(search)).toBe(expected);
  });
});
