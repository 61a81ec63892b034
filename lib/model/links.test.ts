import { articleHref } from './links';

describe('articleHref', () => {
  it('links to newsDetail with the column when known', () => {
    expect(articleHref({ id: 10001, columnId: 1 })).toBe('/newsDetail/1/10001.html');
    expect(articleHref({ id: 10001, columnId: 0 })).toBe('/newsDetail/10001.html');
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
    expect(articleHref({ id: 5, columnId: 7, type: articleType })).toBe(href);
  });
  it('opens the screen an item is routed to, and only one of ours', () => {
    expect(articleHref({ id: 5, columnId: 7, appPath: '/activityDetail/20001.html' })).toBe(
      '/activityDetail/20001.html',
    );
    expect(articleHref({ id: 5, columnId: 7, appPath: 'https://elsewhere.example/x.html' })).toBe(
      '/newsDetail/7/5.html',
    );
    expect(articleHref({ id: 5, columnId: 7, appPath: '/noSuchScreen/1.html' })).toBe('/newsDetail/7/5.html');
  });
});
