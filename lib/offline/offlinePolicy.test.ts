/**
 * @jest-environment node
 */
import { assetsOfPage, isPicture, keptKind, keptPageKey, mayKeepPage, summariseKeptPage } from './offlinePolicy';

const page = (cacheControl: string, status = 200, type: ResponseType = 'basic') => ({
  status,
  type,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl }),
});

describe('which pages the service worker keeps', () => {
  it.each([
    ['/home.html', '', 'home'],
    ['/', '', 'home'],
    ['/home.html?column=21', '', 'home'],
    ['/newsDetail/1/10001.html', '', 'content'],
    ['/postDetail/8024.html', '', 'content'],
    ['/m/newsDetail/10001.html', '/m', 'content'],
    ['/aboutUs.html', '', undefined],
    ['/login.html', '', undefined],
    ['/savedArticles.html', '', undefined],
    ['/newsDetail/10001.html', '/m', undefined],
    ['/api/session', '', undefined],
  ])('%s (base path "%s") is kept as %s', (path, basePath, kind) => {
    expect(keptKind(new URL(`http://web.test${path}`), basePath)).toBe(kind);
  });

  it('keeps a page under its path and the query that addresses its screen, never a token or a share mark', () => {
    const key = (path: string) => keptPageKey(new URL(`http://web.test${path}`), '');
    expect(key('/newsDetail/1/10001.html?isShare=true&code=WX&state=s&lang=en')).toBe(
      'http://web.test/newsDetail/1/10001.html',
    );
    expect(key('/home.html?column=21&from=timeline')).toBe('http://web.test/home.html?column=21');
  });

  it('writes a whole shared page only: never no-store, private, an error or a redirect', () => {
    expect(mayKeepPage(page('s-maxage=300, stale-while-revalidate=86400'))).toBe(true);
    expect(mayKeepPage(page('private, no-cache, no-store, max-age=0, must-revalidate'))).toBe(false);
    expect(mayKeepPage(page('private, max-age=0'))).toBe(false);
    expect(mayKeepPage(page('no-store'))).toBe(false);
    expect(mayKeepPage(page('s-maxage=300', 404))).toBe(false);
    expect(mayKeepPage(page('', 0, 'opaqueredirect'))).toBe(false);
    expect(
      mayKeepPage({ status: 200, type: 'basic', headers: new Headers({ 'content-type': 'application/json' }) }),
    ).toBe(false);
  });

  it('tells pictures by destination, or by name when a page names them', () => {
    expect(isPicture({ method: 'GET', destination: 'image', url: 'http://p.test/a' })).toBe(true);
    expect(isPicture({ method: 'GET', destination: '', url: 'http://p.test/media/pic/a.jpg' })).toBe(true);
    expect(isPicture({ method: 'GET', destination: '', url: 'http://p.test/app_if/getArticle' })).toBe(false);
    expect(isPicture({ method: 'POST', destination: 'image', url: 'http://p.test/a.jpg' })).toBe(false);
  });
});

describe("a page's assets and summary, read from its HTML", () => {
  const html = `<html lang="zh-CN"><head><title>Old &amp; new</title>
    <meta property="og:title" content="城区 &quot;一景&quot;"/><meta property="og:description" content="About it"/>
    <link rel="stylesheet" href="/m/_next/static/chunks/a.css" data-precedence="next"/>
    <link rel="preload" as="script" href="/m/_next/static/chunks/b.js"/>
    <link rel="preload" href="http://p.test/media/pic/hero.jpg" as="image"/>
    <link rel="canonical" href="http://web.test/m/newsDetail/1.html"/>
    <link rel="preconnect" href="http://p.test"/>
    </head><body><img src="/m/brand/logo.svg" alt=""/><img src="http://p.test/media/pic/a.jpg" alt="x" width="640"/>
    <script src="/m/_next/static/chunks/c.js" async=""></script><script src="http://ads.test/x.js"></script>
    <a href="/m/newsDetail/2.html">next</a></body></html>`;

  it('names the build files of this site and the pictures, nothing else', () => {
    expect(assetsOfPage(html, 'http://web.test/m/newsDetail/1.html', '/m').sort()).toEqual(
      [
        'http://p.test/media/pic/a.jpg',
        'http://p.test/media/pic/hero.jpg',
        'http://web.test/m/_next/static/chunks/a.css',
        'http://web.test/m/_next/static/chunks/b.js',
        'http://web.test/m/_next/static/chunks/c.js',
        'http://web.test/m/brand/logo.svg',
      ].sort(),
    );
  });

  it('summarises a page by its share title and description', () => {
    expect(summariseKeptPage(html, '/m/newsDetail/1.html')).toEqual({
      url: '/m/newsDetail/1.html',
      title: '城区 "一景"',
      description: 'About it',
      lang: 'zh-CN',
    });
    expect(summariseKeptPage('<head><title>Old &amp; new</title></head>', '/x.html').title).toBe('Old & new');
  });
});
