/**
 * The fast path (public paths read by the page itself) and proxy.ts split the page requests between them:
 * every request that proxy.ts leaves alone is a page of the fast path, and there the screen gets the
 * parameters proxy.ts would have given it (with "auto" for the configured locale). Checked through Next's
 * own matchers.
 */
import {
  getRewrittenUrl,
  unstable_doesMiddlewareMatch,
  unstable_getResponseFromNextConfig,
} from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config as proxyConfig, proxy } from '@/proxy';
import { detectContext, encodeContext, PLAIN_CONTEXT } from '@/lib/context';
import { internalPath, parseAppPath, readPagePath } from '@/lib/routing/routes';
import {
  FAST_PATHS_PATTERN,
  fastRewrites,
  PAGE_SHAPE,
  PLAIN_PHONE_UA,
  PROXY_QUERY_KEYS,
  SITE_LOCALE,
} from './fastPath.mjs';

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

const nextConfig = {
  async rewrites() {
    return { beforeFiles: fastRewrites(), afterFiles: [], fallback: [] };
  },
};

/**
 * Who serves a request: proxy.ts (its matcher), or the fast path, where the page reads the parameters of
 * the public path (`fast`, written as the internal path proxy.ts would write) — after the one rewrite of
 * next.config ("/" → "/home.html"), if it applies.
 */
async function route(url: string, ua: string, cookies?: Record<string, string>) {
  const headers = ua ? { 'user-agent': ua } : {};
  const proxy = unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers, cookies });
  // what proxy.ts takes, the fast path never sees (and Next's rewrites are the slow half of this check)
  if (proxy) return { proxy, fast: undefined };
  const response = await unstable_getResponseFromNextConfig({ url, nextConfig, headers, cookies });
  const rewritten = getRewrittenUrl(response);
  const pathname = new URL(rewritten ?? url).pathname;
  const found = readPagePath(pathname.slice(1).split('/'));
  if (!found) return { proxy, fast: undefined };
  return { proxy, fast: internalPath(found.locale, found.ctx, found.match, 'cached') };
}

describe('fast path and proxy', () => {
  it('split every page request: one handles it, and both give the screen the same parameters', async () => {
    let fastCount = 0;
    for (const path of PATHS)
      for (const [name, ua] of Object.entries(UAS))
        for (const query of QUERIES)
          for (const cookies of COOKIES) {
            const url = `http://news.example${path}${query}`;
            const { proxy, fast } = await route(url, ua, cookies);
            const where = `${url} (${name}, cookies ${JSON.stringify(cookies ?? {})})`;
            if (!fast) {
              expect({ where, proxy }).toEqual({ where, proxy: true });
              continue;
            }
            fastCount++;
            // what proxy.ts would have chosen: the context of this query and user agent, the configured locale
            const search = new URL(url).searchParams;
            const context = encodeContext(detectContext(search, ua));
            const match = parseAppPath(path, search);
            expect(match).toBeDefined();
            expect({ where, fast }).toEqual({ where, fast: internalPath(SITE_LOCALE, context, match!, 'cached') });
            expect(context).toBe(PLAIN_CONTEXT);
            expect(search.get('lang') ?? cookies?.lang ?? null).toBeNull();
          }
    // the plain phone reader of the hottest pages is on the fast path
    expect(fastCount).toBeGreaterThan(PATHS.length);
    expect((await route('http://news.example/newsDetail/1/10001.html', UAS.android)).fast).toBe(
      `/~${SITE_LOCALE}~plain/newsDetail/1/10001`,
    );
    expect((await route('http://news.example/', UAS.iphone)).fast).toBe(`/~${SITE_LOCALE}~plain/home`);
    // the reading lists too
    expect((await route('http://news.example/moreLive.html', UAS.android)).fast).toBe(
      `/~${SITE_LOCALE}~plain/moreLive`,
    );
    expect((await route('http://news.example/tagList/3.html', UAS.iphone)).fast).toBe(
      `/~${SITE_LOCALE}~plain/tagList/3`,
    );
    expect((await route('http://news.example/columnShare/21.html', UAS.android)).fast).toBe(
      `/~${SITE_LOCALE}~plain/columnShare/_/21`,
    );
    // a link shared from the app or a chat, opened in a phone browser
    expect(
      (await route('http://news.example/newsDetail/1/10001.html?isShare=true&shareTime=1795433494040', UAS.iphone))
        .fast,
    ).toBe(`/~${SITE_LOCALE}~plain/newsDetail/1/10001`);
  });

  it('where the fast path serves, the proxy itself would have rewritten to the same internal path', async () => {
    // the site config cannot be fetched here: the proxy uses the defaults (locale cn, no WeChat login)
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const rewrite = async (url: string, ua: string, cookie?: string) => {
        const headers = new Headers({ 'user-agent': ua, ...(cookie ? { cookie } : {}) });
        const response = await proxy(new NextRequest(url, { headers }));
        const target = response.headers.get('x-middleware-rewrite');
        return target ? new URL(target).pathname : `no rewrite (${response.status})`;
      };
      for (const path of PATHS)
        for (const ua of [UAS.android, UAS.iphone])
          for (const query of ['', '?utm_source=chat', '?isShare=true&shareTime=1795433494040']) {
            const url = `http://news.example${path}${query}`;
            const { fast } = await route(url, ua);
            if (fast) expect({ url, proxy: await rewrite(url, ua) }).toEqual({ url, proxy: fast });
          }
      // no language choice: "auto" through the proxy as well; a choice names its locale
      expect(await rewrite('http://news.example/newsDetail/1/10001.html', UAS.desktop)).toBe(
        `/~${SITE_LOCALE}~desktop/newsDetail/1/10001`,
      );
      expect(await rewrite('http://news.example/newsDetail/1/10001.html?lang=en', UAS.android)).toBe(
        '/~en~plain/newsDetail/1/10001',
      );
      expect(await rewrite('http://news.example/newsDetail/1/10001.html', UAS.android, 'lang=fr')).toBe(
        '/~fr~plain/newsDetail/1/10001',
      );
    } finally {
      globalThis.fetch = realFetch;
      warn.mockRestore();
    }
  });

  it('leave Next files, the API and static files to neither', async () => {
    for (const path of ['/_next/static/chunks/a.js', '/api/session', '/icon.svg', '/logo.PNG', '/bench-blank']) {
      const { proxy, fast } = await route(`http://news.example${path}`, UAS.android);
      expect({ path, proxy, fast }).toEqual({ path, proxy: false, fast: undefined });
    }
  });

  it('take every internal path, with any suffix and encoding, to the proxy (which refuses it)', async () => {
    for (const path of [
      '/~auto~preview/draft/Ab_9-Ab_9-Ab_9-Ab_9-Ab/newsDetail/_/10151.rsc',
      '/~auto~plain/fresh/login.rsc',
      '/~auto~plain/home.txt',
      '/%7Eauto~plain/fresh/login.rsc',
      '/%7eauto~plain/aboutUs',
    ])
      for (const ua of [UAS.android, UAS.desktop]) {
        const { proxy } = await route(`http://news.example${path}`, ua);
        expect({ path, proxy }).toEqual({ path, proxy: true });
      }
  });

  it('keep the matcher literal in proxy.ts in step with fastPath.mjs', () => {
    const text = JSON.stringify(proxyConfig.matcher);
    expect(text).toContain(JSON.stringify(PLAIN_PHONE_UA));
    // the paths: left out by the first entry, named by the others
    const [paths, ...conditional] = proxyConfig.matcher;
    expect(paths).toContain(`|(?:${FAST_PATHS_PATTERN})$).*)`);
    for (const entry of conditional) expect(entry).toMatchObject({ source: `/:page(${PAGE_SHAPE})?` });
    for (const path of PATHS.filter((path) => new RegExp(`^/(?:${FAST_PATHS_PATTERN})$`).test(path)))
      expect(path.slice(1)).toMatch(new RegExp(`^${PAGE_SHAPE}$`));
    for (const key of PROXY_QUERY_KEYS) expect(text).toContain(JSON.stringify({ type: 'query', key }));
    expect(new RegExp(`^${PLAIN_PHONE_UA}$`).test(UAS.wechatLower)).toBe(false);
    expect(new RegExp(`^${PLAIN_PHONE_UA}$`).test(UAS.harmony)).toBe(true);
  });
});
