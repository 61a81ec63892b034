import { platformPicture } from './platformPicture';

const env = { PLATFORM_URL: 'http://platform.test:4000', API_MAM: 'https://media.example.org/mam' };

describe('platformPicture', () => {
  it.each([
    ['http://platform.test:4000/media/pic/a.jpg', 'http://platform.test:4000/media/pic/a.jpg'],
    ['https://media.example.org/pic/b.jpg', 'https://media.example.org/pic/b.jpg'],
    ['https://evil.example/x.jpg', null],
    ['http://platform.test:4001/media/pic/a.jpg', null],
    ['javascript:alert(1)', null],
    ['/media/pic/a.jpg', null],
    [undefined, null],
  ])('%s → %s', (src, expected) => {
    expect(platformPicture(src, env)).toBe(expected);
  });

  it('takes one address only', () => {
    expect(platformPicture(['http://platform.test:4000/a.jpg', 'http://platform.test:4000/b.jpg'], env)).toBeNull();
  });
});
