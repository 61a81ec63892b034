import { shareDescription, truncateDoubleByte } from './share';

describe('shareDescription', () => {
  it('strips markup, decodes entities, collapses whitespace', () => {
    expect(shareDescription('<p>Hello&nbsp;<b>world</b></p>\n\n<p>again &amp; again</p>')).toBe(
      'Hello world again & again',
    );
  });
  it('drops scripts and styles with their text', () => {
    expect(shareDescription('<style>p{}</style><p>a</p><script>alert(1)</script>b')).toBe('a b');
  });
  it('cuts to 100 characters (code points)', () => {
    const text = '澜'.repeat(150);
    expect(Array.from(shareDescription(text))).toHaveLength(100);
    expect(Array.from(shareDescription('😀'.repeat(120)))).toHaveLength(100);
  });
  it.each([undefined, null, '', '<p> </p>'])('%j → empty', (input) => {
    expect(shareDescription(input)).toBe('');
  });
});

describe('truncateDoubleByte', () => {
  it.each([
    ['short', 10, 'short'],
    ['abcdefghij', 10, 'abcdefghij'],
    ['abcdefghijk', 10, 'abcdefgh…'],
    ['澜海日报澜海日报', 16, '澜海日报澜海日报'],
    ['澜海日报澜海日报', 10, '澜海日报…'],
    ['澜a海b日c', 6, '澜a…'],
    ['anything', 0, 'anything'],
  ])('%j max %d → %j', (title, max, expected) => {
    expect(truncateDoubleByte(title, max)).toBe(expected);
  });
});
