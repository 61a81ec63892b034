import { wrapText } from './poster';

// every character is 10 wide
const measure = (text: string) => Array.from(text).length * 10;

describe('wrapText (poster lines)', () => {
  it('wraps CJK text character by character', () => {
    expect(wrapText(measure, '澜海发布未来五年城市发展规划纲要', 50, 5)).toEqual([
      '澜海发布未',
      '来五年城市',
      '发展规划纲',
      '要',
    ]);
  });
  it('ends the last allowed line with an ellipsis when text remains', () => {
    const lines = wrapText(measure, '一二三四五六七八九十甲乙丙', 50, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(measure(lines[1]!)).toBeLessThanOrEqual(50);
  });
  it('collapses whitespace and drops a space at a line start', () => {
    expect(wrapText(measure, 'ab   cd ef', 40, 3)).toEqual(['ab c', 'd ef']);
  });
  it('gives nothing for empty text', () => {
    expect(wrapText(measure, '   ', 40, 3)).toEqual([]);
  });
});
