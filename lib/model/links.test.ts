import { articleHref } from './links';

describe('articleHref', () => {
  it('links to newsDetail with the column when known', () => {
    expect(articleHref({ fileId: 10001, columnID: 1 })).toBe('/newsDetail/1/10001.html');
    expect(articleHref({ fileId: 10001, columnID: 0 })).toBe('/newsDetail/10001.html');
  });
});
