import { validPaperUrl } from './paperUrl';

describe('validPaperUrl', () => {
  it.each([
    ['http://paper.example.com/today', 'http://paper.example.com/today'],
    ['https://paper.example.com', 'https://paper.example.com/'],
    ['ftp://files.example.com/paper.pdf', 'ftp://files.example.com/paper.pdf'],
    [' https://x.example.com ', 'https://x.example.com/'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['//evil.example.com', undefined],
    ['paper.html', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (input, expected) => {
    expect(validPaperUrl(input)).toBe(expected);
  });
});
