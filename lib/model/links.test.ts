import { articleHref } from './links';

describe('articleHref', () => {
  it('links to newsDetail with the column when known', () => {
    expect(articleHref({ fileId: 10001, columnID: 1 })).toBe('/newsDetail/1/10001.html');
    expect(articleHref({ fileId: 10001, columnID: 0 })).toBe('/newsDetail/10001.html');
  });
  it.each([
    [0, '/newsDetail/7/5.html'],
    [1, '/imageDetail/7/5.html'],
    [2, '/videoDetail/7/5.html'],
    [3, '/specDetail/5.html'],
    [4, '/linkDetail/5.html'],
    [12, '/linkDetail/5.html'],
    [6, '/liveDetail/5.html'],
  ])('type %d → %s', (articleType, href) => {
    expect(articleHref({ fileId: 5, columnID: 7, articleType })).toBe(href);
  });
  it('opens the screen an item is routed to, and only one of ours', () => {
    expect(articleHref({ fileId: 5, columnID: 7, routerUrl: '/activityDetail/20001.html' })).toBe(
      '/activityDetail/20001.html',
    );
    expect(articleHref({ fileId: 5, columnID: 7, routerUrl: 'https://elsewhere.example/x.html' })).toBe(
      '/newsDetail/7/5.html',
    );
    expect(articleHref({ fileId: 5, columnID: 7, routerUrl: '/noSuchScreen/1.html' })).toBe('/newsDetail/7/5.html');
  });
});
