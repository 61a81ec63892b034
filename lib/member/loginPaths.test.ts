import { loginHref, safeReturnPath } from './loginPaths';

describe('safeReturnPath: only a path of this site (no open redirect)', () => {
  it.each([
    [undefined, '/home.html'],
    [null, '/home.html'],
    ['', '/home.html'],
    ['/newsDetail/1/10001.html#comments', '/newsDetail/1/10001.html#comments'],
    ['/login.html?from=%2Fhome.html', '/login.html?from=%2Fhome.html'],
    ['https://evil.example/', '/home.html'],
    ['//evil.example/x', '/home.html'],
    ['/\\evil.example', '/home.html'],
    ['javascript:alert(1)', '/home.html'],
    ['/ok\nSet-Cookie: x=1', '/home.html'],
    ['newsDetail/1/10001.html', '/home.html'],
  ])('%j → %s', (from, expected) => {
    expect(safeReturnPath(from)).toBe(expected);
  });

  it('the login address carries the page to come back to, encoded', () => {
    expect(loginHref('/newsDetail/1/10001.html?x=1#comments')).toBe(
      '/login.html?from=%2FnewsDetail%2F1%2F10001.html%3Fx%3D1%23comments',
    );
    expect(loginHref()).toBe('/login.html');
  });
});
