import { withImageSuffix } from './imageSuffix';

const config = {
  imageSuffix: '?x-oss-process=image/resize,w_750',
  xyApi: { imageSuffixPath: 'https://img.example.com/pic/' },
};

describe('withImageSuffix', () => {
  it.each([
    ['https://img.example.com/pic/a.jpg', 'https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750'],
    ['https://img.example.com/pic/a.PNG', 'https://img.example.com/pic/a.PNG?x-oss-process=image/resize,w_750'],
    ['https://img.example.com/pic/a.gif', 'https://img.example.com/pic/a.gif'],
    ['https://img.example.com/pic/a.GIF?v=2', 'https://img.example.com/pic/a.GIF?v=2'],
    ['https://other.example.com/pic/a.jpg', 'https://other.example.com/pic/a.jpg'],
    [
      'https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750',
      'https://img.example.com/pic/a.jpg?x-oss-process=image/resize,w_750',
    ],
    ['', ''],
  ])('%s', (url, expected) => {
    expect(withImageSuffix(url, config)).toBe(expected);
  });

  it('does nothing without a suffix or a path', () => {
    expect(
      withImageSuffix('https://img.example.com/pic/a.jpg', {
        imageSuffix: '',
        xyApi: { imageSuffixPath: 'https://img.example.com/pic/' },
      }),
    ).toBe('https://img.example.com/pic/a.jpg');
    expect(
      withImageSuffix('https://img.example.com/pic/a.jpg', { imageSuffix: '?s', xyApi: { imageSuffixPath: '' } }),
    ).toBe('https://img.example.com/pic/a.jpg');
  });
});
