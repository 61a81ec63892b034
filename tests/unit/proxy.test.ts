/**
 * proxy.ts as Next runs it: public paths rewritten to internal ones, unknown paths redirected, locale,
 * context and theme handled. The platform is not running here, so the site config falls back to its
 * defaults (which is what the proxy must survive anyway).
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

process.env.PLATFORM_URL = 'http://127.0.0.1:9';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

async function run(url: string, init: { ua?: string; cookie?: string } = {}) {
  const headers = new Headers({ 'user-agent': init.ua ?? IPHONE });
  if (init.cookie) headers.set('cookie', init.cookie);
  const response = await proxy(new NextRequest(new URL(url, 'http://web.test'), { headers }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : undefined,
    redirect: response.headers.get('location') ?? undefined,
    status: response.status,
    cookies: response.headers.getSetCookie(),
  };
}

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('proxy', () => {
  it.each([
    ['/home.html', '/~cn~plain/home/_'],
    ['/index.html', '/~cn~plain/home/_'],
    ['/', '/~cn~plain/home/_'],
    ['/home.html?column=21', '/~cn~plain/home/21'],
    ['/newsDetail/123.html', '/~cn~plain/newsDetail/_/123'],
    ['/newsDetail/5/123.html', '/~cn~plain/newsDetail/5/123'],
    // a phone browser is in share mode anyway: a shared link reads the plain cached page
    ['/newsDetail/5/123.html?isShare=true&shareTime=1795433494040', '/~cn~plain/newsDetail/5/123'],
    // the login's page is rendered for every request (its own folder says so)
    ['/login.html', '/~cn~plain/login'],
    ['/paperSharePage/2026-11-21/3/A01.html', '/~cn~plain/paperSharePage/2026-11-21/3/A01'],
  ])('%s → %s', async (url, internal) => {
    expect((await run(url)).rewrite?.split('?')[0]).toBe(internal);
  });

  it.each([
    ['/newsDetail/5/123.html?isShare=true&yl=1', '/~cn~preview-share/newsDetail/5/123'],
    ['/newsDetail/5/123.html?yl=1', '/~cn~preview/newsDetail/5/123'],
    ['/newsDetail/5/123.html?ck=1', '/~cn~view/newsDetail/5/123'],
    // an editor's context of any screen
    ['/home.html?yl=1', '/~cn~preview/home/_'],
    // a key however spelled is the same key (%79l is yl)
    ['/aboutUs.html?%79l=1', '/~cn~preview/aboutUs'],
  ])('an editor’s %s turns draft mode on first, then is %s, kept by no cache', async (url, internal) => {
    const first = await run(url);
    expect(first.status).toBe(307);
    const enable = new URL(first.redirect!);
    expect(enable.pathname).toBe('/api/draft');
    expect(enable.searchParams.get('to')).toBe(url);
    // in draft mode (Next's cookie), or sent back by app/api/draft without it (a browser keeping no cookie)
    for (const [again, cookie] of [
      [url, '__prerender_bypass=abc'],
      [`${url}&draft=1`, undefined],
    ] as const) {
      const request = new NextRequest(new URL(again, 'http://web.test'), {
        headers: { 'user-agent': IPHONE, ...(cookie ? { cookie } : {}) },
      });
      const response = await proxy(request);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(internal);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
  });

  it('answers a plain reader’s page without a cache rule of its own', async () => {
    expect(
      (await proxy(new NextRequest(new URL('/aboutUs.html', 'http://web.test')))).headers.get('cache-control'),
    ).toBeNull();
  });

  it.each([
    '/~cn~preview/draft/Ab_9-Ab_9-Ab_9-Ab_9-Ab/newsDetail/_/10151.rsc',
    '/~cn~plain/fresh/login.rsc',
    '/~cn~plain/fresh/login.html',
    '/~cn~plain/newsDetail/1/10001',
    '/%7Ecn~plain/fresh/login.rsc',
    '/%7ecn%7Eplain/home.json',
  ])('refuses an internal path from outside: %s → 404', async (url) => {
    expect(await run(url)).toMatchObject({ status: 404, rewrite: undefined, redirect: undefined });
  });

  it('gives every answer the pages’ policy of the environment it runs with', async () => {
    for (const url of ['/newsDetail/1/2.html', '/no/such/page', '/~cn~plain/home', '/home.html?yl=1', '/X.HTML']) {
      const response = await proxy(new NextRequest(new URL(url, 'http://web.test')));
      expect({ url, policy: response.headers.get('content-security-policy') }).toEqual({
        url,
        policy: expect.stringMatching(/connect-src 'self' http:\/\/127\.0\.0\.1:9 ws:\/\/127\.0\.0\.1:9;/),
      });
    }
  });

  it('passes the service worker with a policy of its own: this site and the platform’s pictures, nothing else', async () => {
    const response = await proxy(new NextRequest(new URL('/sw.js', 'http://web.test')));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self' http://127.0.0.1:9",
    );
  });

  it('keeps the query on the rewrite', async () => {
    expect((await run('/newsDetail/1/2.html?from=timeline')).rewrite).toBe('/~cn~plain/newsDetail/1/2?from=timeline');
  });

  it('redirects any other path to /home.html, keeping the query', async () => {
    const result = await run('/no/such/page?from=share&x=1');
    expect(result.status).toBe(307);
    expect(result.redirect).toBe('http://web.test/home.html?from=share&x=1');
    expect((await run('/newsDetail/%3Cscript%3E.html')).redirect).toBe('http://web.test/home.html');
  });

  it('sends a screen addressed without the parameters it needs home, keeping the query', async () => {
    for (const path of ['/specMore.html', '/tagList.html', '/timeline.html', '/previewPDF.html', '/noticeDetail.html'])
      expect(await run(`${path}?lang=en`)).toMatchObject({
        status: 307,
        redirect: 'http://web.test/home.html?lang=en',
      });
    // an empty id is no id; a malformed one is (its screen says it names nothing)
    expect((await run('/productDetail.html?id=', { ua: DESKTOP })).redirect).toBe('http://web.test/home.html?id=');
    expect((await run('/productDetail.html?id=x')).rewrite?.split('?')[0]).toBe('/~cn~plain/productDetail/x');
    // with a parameter, or a screen with a default (the newest paper), it is the screen
    expect((await run('/noticeDetail.html?id=1')).rewrite?.split('?')[0]).toBe('/~cn~plain/noticeDetail/1/_');
    expect((await run('/noticeDetail.html?id=201&circleId=1')).rewrite?.split('?')[0]).toBe(
      '/~cn~plain/noticeDetail/201/1',
    );
    expect((await run('/paperSharePage.html')).rewrite).toBe('/~cn~plain/paperSharePage/_/_/_');
  });

  it('sends an upper-case .HTML to the same page with .html, keeping the query', async () => {
    const result = await run('/newsDetail/1/10001.HTML?from=share');
    expect(result.status).toBe(308);
    expect(result.redirect).toBe('http://web.test/newsDetail/1/10001.html?from=share');
    expect((await run('/HOME.Html', { ua: DESKTOP })).redirect).toBe('http://web.test/HOME.html');
  });

  it('the context: in-app, desktop, CMS', async () => {
    expect((await run('/home.html', { ua: `${IPHONE} xyApp/5.0.0 xyUid/9` })).rewrite).toBe('/~cn~app/home/_');
    expect((await run('/home.html', { ua: DESKTOP })).rewrite).toBe('/~cn~desktop/home/_');
    expect((await run('/newsDetail/2.html?cms=1', { ua: DESKTOP, cookie: '__prerender_bypass=abc' })).rewrite).toBe(
      '/~cn~cms-desktop/newsDetail/_/2?cms=1',
    );
  });

  it('the language: query (stored), cookie, else the configured one (here the default, cn)', async () => {
    const chosen = await run('/home.html?lang=en');
    expect(chosen.rewrite).toBe('/~en~plain/home/_?lang=en');
    expect(chosen.cookies.join(';')).toMatch(/lang=en/);
    expect((await run('/home.html', { cookie: 'lang=fr' })).rewrite).toBe('/~fr~plain/home/_');
    expect((await run('/home.html', { cookie: 'lang=xx' })).rewrite).toBe('/~cn~plain/home/_');
  });

  it('?theme=dark|normal lasts the visit (a session cookie); grey is never kept; other values are ignored', async () => {
    const dark = (await run('/home.html?theme=dark')).cookies.join(';');
    expect(dark).toMatch(/theme=dark; Path=\/; SameSite=lax/i);
    expect(dark).not.toMatch(/Max-Age|Expires/i);
    expect((await run('/home.html?theme=grey')).cookies.join(';')).not.toMatch(/theme=/);
    expect((await run('/home.html?theme=purple')).cookies.join(';')).not.toMatch(/theme=/);
    // a grey cookie an older version kept for a year is taken back; a kept dark stays as it is
    expect((await run('/home.html', { cookie: 'theme=grey' })).cookies.join(';')).toMatch(
      /theme=; Path=\/; Max-Age=0/i,
    );
    expect((await run('/home.html', { cookie: 'theme=dark' })).cookies.join(';')).not.toMatch(/theme=/);
  });
});
