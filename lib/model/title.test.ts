import { stripTitleMarkers } from './title';

describe('stripTitleMarkers', () => {
  it.each([
    ['[=x1]澜海发布规划纲要', '澜海发布规划纲要'],
    ['澜海[=x2] 发布', '澜海 发布'],
    ['[=x1][=y9]Title', 'Title'],
    ['No markers [here]', 'No markers [here]'],
    ['[x1]not a marker', '[x1]not a marker'],
    ['  spaced  [=a]  out ', 'spaced out'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(stripTitleMarkers(input)).toBe(expected);
  });
});
