/**
 * proxy.ts runs for every page request (its matcher, as Next applies it), and a request the edge shares
 * among plain readers (plainReader.mjs, written into nginx's configuration) is, to proxy.ts, the plain
 * reader's page: the same internal path whatever else the request carries.
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config as proxyConfig, proxy } from '@/proxy';
import { EDGE_PAGES_PATTERN, PLAIN_PHONE_UA, PROXY_COOKIES, PROXY_QUERY_KEYS } from './plainReader.mjs';

const UAS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1 Mobile HarmonyOS',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  wechatLower: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 micromessenger/8.0',
  app: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 xyApp/5.2.0 xyUid/12345',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  lowerCaseAndroid: 'Mozilla/5.0 (Linux; android 14) AppleWebKit/537.36 mobile safari/537.36',
  none: '',
};

const PATHS = [
  '/',
  '/index.html',
  '/index.htm',
  '/newsDetail/1/10001.HTM',
  '/home.html',
  '/newsDetail/10001.html',
  '/newsDetail/1/10001.html',
  '/imageDetail/2/10021.html',
  '/videoDetail/10031.html',
  '/newsDetail/1/0010001.html',
  '/newsDetail/abc.html',
  '/newsDetail/1/2/3.html',
  '/newsDetail/1234567890123.html',
  '/columnDetail/1/2.html',
  '/specDetail/3/10041.html',
  '/liveDetail/10146.html',
  '/liveDetail/9/10146.html',
  '/liveDetail/9/.html',
  '/nothing.html',
  '/newsDetail/1/10001',
  '/columnShare/2/21.html',
  '/columnShare/21.html',
  '/moreLive.html',
  '/moreModules.html',
  '/aboutUs.html',
  '/downloadClient.html',
  '/moreLive/3.html',
  '/moreImage/7.html',
  '/moreImage.html',
  '/specMore/8.html',
  '/tagList/3.html',
  '/tagList/x3.html',
  '/timeline/10041.html',
  '/linkDetail/10060.html',
  '/onlineStudy/10002.html',
  '/subscriptionList/2.html',
  '/subscriptionList.html',
  '/previewPDF.html',
  '/noticeDetail.html',
  '/activityVote/1/2.html',
  '/newsDetail/1/10001.HTML',
  '/HOME.HTML',
];

const QUERIES = [
  '',
  '?utm_source=chat',
  ...PROXY_QUERY_KEYS.map((key) => `?${key}=1`),
  '?isShare=true',
  '?isShare=true&shareTime=1795433494040',
  '?isShare=false',
  '?isShare=true&yl=1',
  '?isShare=true&lang=en',
  '?lang=en',
  '?yl=',
];
const COOKIES: (Record<string, string> | undefined)[] = [undefined, { lang: 'en' }, { theme: 'dark' }];

/** What nginx shares (scripts/lib/nginxConfig.mjs's maps, as regular expressions). */
function edgeShares(url: URL, ua: string, cookies?: Record<string, string>): boolean {
  const keys = new RegExp(`(?:^|&)(?:${PROXY_QUERY_KEYS.join('|')})(?:=|&|$)`);
  return (
    new RegExp(`^/(?:${EDGE_PAGES_PATTERN})?$`).test(url.pathname) &&
    new RegExp(`^(?:${PLAIN_PHONE_UA})$`).test(ua) &&
    !keys.test(url.search.slice(1)) &&
    !/(?:^|&)[^=&]*%/.test(url.search.slice(1)) &&
    !PROXY_COOKIES.some((name) => cookies?.[name] !== undefined)
  );
}

async function rewrite(url: string, ua: string, cookies?: Record<string, string>) {
  const cookie = Object.entries(cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const headers = new Headers({ 'user-agent': ua, ...(cookie ? { cookie } : {}) });
  const response = await proxy(new NextRequest(url, { headers }));
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname : `no rewrite (${response.status})`;
}

describe('proxy.ts and the edge', () => {
  it('the proxy runs for every page path, whatever the reader', () => {
    for (const path of PATHS)
      for (const ua of Object.values(UAS))
        for (const query of QUERIES)
          for (const cookies of COOKIES) {
            const url = `http://news.example${path}${query}`;
            const headers = ua ? { 'user-agent': ua } : {};
            const matched = unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers, cookies });
            expect({ url, matched }).toEqual({ url, matched: true });
          }
  });

  it('leaves Next files, the API and static files alone', () => {
    for (const path of ['/_next/static/chunks/a.js', '/api/session', '/icon.svg', '/logo.PNG', '/bench-blank']) {
      const matched = unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://news.example${path}` });
      expect({ path, matched }).toEqual({ path, matched: false });
    }
  });

  it('takes every internal path, with any suffix and encoding (which it refuses)', () => {
    for (const path of [
      '/~cn~preview/newsDetail/_/10151.rsc',
      '/~cn~plain/login.rsc',
      '/~cn~plain/home.txt',
      '/%7Ecn~plain/login.rsc',
      '/%7ecn~plain/aboutUs',
    ]) {
      const matched = unstable_doesMiddlewareMatch({ config: proxyConfig, url: `http://news.example${path}` });
      expect({ path, matched }).toEqual({ path, matched: true });
    }
  });

  it('what the edge shares is the plain reader’s page, in the configured locale', async () => {
    // the site config cannot be fetched here: the proxy uses the defaults (locale cn, no WeChat login)
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      let shared = 0;
      for (const path of PATHS)
        for (const ua of Object.values(UAS))
          for (const query of QUERIES)
            for (const cookies of COOKIES) {
              const url = new URL(`http://news.example${path}${query}`);
              if (!edgeShares(url, ua, cookies)) continue;
              shared++;
              const plain = await rewrite(url.href, ua, cookies);
              const same = await rewrite(`http://news.example${path}`, UAS.android);
              expect({ url: url.href, plain }).toEqual({ url: url.href, plain: same });
              expect(plain).toMatch(/^\/~cn~plain\//);
            }
      expect(shared).toBeGreaterThan(PATHS.length);
      // a language choice is another page, which the edge does not share (and the article's language,
      // which the platform does not tell here, is taken to be the site's)
      expect(await rewrite('http://news.example/newsDetail/1/10001.html?lang=en', UAS.android)).toBe(
        '/~en~plain~cn/newsDetail/1/10001',
      );
      expect(await rewrite('http://news.example/home.html?lang=en', UAS.android)).toBe('/~en~plain/home/_');
      expect(edgeShares(new URL('http://news.example/newsDetail/1/10001.html?%79l=1'), UAS.android)).toBe(false);
      expect(new RegExp(`^${PLAIN_PHONE_UA}$`).test(UAS.wechatLower)).toBe(false);
      expect(new RegExp(`^${PLAIN_PHONE_UA}$`).test(UAS.harmony)).toBe(true);
    } finally {
      globalThis.fetch = realFetch;
      warn.mockRestore();
    }
  });
});
