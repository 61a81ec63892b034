import { suffixPictures, withImageSuffix } from './imageSuffix';

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

describe('suffixPictures', () => {
  const rule = { suffix: '?imageslim', path: 'https://img.example/pic/' };
  it('adds the suffix to every covered picture in an answer, at any depth, gifs and others left alone', () => {
    const answer = {
      picBig: 'https://img.example/pic/a.jpg',
      list: [{ picSmall: 'https://img.example/pic/b.png', title: 'x' }],
      pic_list: [{ url: 'https://img.example/pic/c.gif' }],
      linkUrl: 'https://elsewhere.example/pic/d.jpg',
      count: 3,
      empty: null,
    };
    expect(suffixPictures(answer, rule)).toEqual({
      picBig: 'https://img.example/pic/a.jpg?imageslim',
      list: [{ picSmall: 'https://img.example/pic/b.png?imageslim', title: 'x' }],
      pic_list: [{ url: 'https://img.example/pic/c.gif' }],
      linkUrl: 'https://elsewhere.example/pic/d.jpg',
      count: 3,
      empty: null,
    });
  });

  it('gives the answer back untouched without a rule', () => {
    const answer = { picBig: 'https://img.example/pic/a.jpg' };
    expect(suffixPictures(answer, undefined)).toBe(answer);
    expect(suffixPictures(answer, { suffix: '', path: 'https://img.example/pic/' })).toBe(answer);
  });
});
