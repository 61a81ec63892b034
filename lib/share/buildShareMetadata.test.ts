import { absoluteUrl, buildShareMetadata, pickShareImage } from './buildShareMetadata';
import { readShareCard } from './shareCard';

const site = {
  siteName: '澜海日报',
  publicUrl: 'https://m.example.com',
  basePath: '/news',
  defaultImage: 'https://cdn.example.com/default.jpg',
};

describe('buildShareMetadata', () => {
  const metadata = buildShareMetadata(
    {
      title: '澜海地铁5号线全线贯通',
      description: '<p>昨天上午，  地铁<b>贯通</b>。</p>',
      images: ['', { url: 'https://cdn.example.com/big.jpg', width: 1200, height: 630 }],
      path: '/newsDetail/1/10001.html',
      type: 'article',
      locale: 'cn',
      publishedTime: new Date('2026-11-21T02:00:00Z'),
    },
    site,
  );

  it('writes og, twitter, weibo and canonical tags with absolute addresses', () => {
    expect(metadata.title).toBe('澜海地铁5号线全线贯通');
    expect(metadata.description).toBe('昨天上午， 地铁 贯通 。');
    expect(metadata.alternates?.canonical).toBe('https://m.example.com/news/newsDetail/1/10001.html');
    expect(metadata.openGraph).toMatchObject({
      url: 'https://m.example.com/news/newsDetail/1/10001.html',
      siteName: '澜海日报',
      locale: 'zh_CN',
      type: 'article',
      publishedTime: '2026-11-21T02:00:00.000Z',
      images: [{ url: 'https://cdn.example.com/big.jpg', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://cdn.example.com/big.jpg'],
    });
    expect(metadata.other).toEqual({ 'weibo:type': 'article' });
  });

  it('falls back to the site picture, cuts long titles, and writes no share tags when sharing is closed', () => {
    const fallback = buildShareMetadata(
      { title: '很'.repeat(80), path: '/home.html', locale: 'en', titleMax: 20 },
      site,
    );
    expect(fallback.title).toBe(`${'很'.repeat(9)}…`);
    expect(fallback.openGraph).toMatchObject({
      type: 'website',
      locale: 'en_US',
      images: [{ url: site.defaultImage, width: 1200, height: 630 }],
    });
    const closed = buildShareMetadata({ title: 't', path: '/x.html', locale: 'cn', shareClosed: true }, site);
    expect(closed.openGraph).toBeUndefined();
    expect(closed.twitter).toBeUndefined();
    expect(closed.robots).toEqual({ index: false, follow: true });
  });

  it('uses summary cards when there is no picture at all', () => {
    const none = buildShareMetadata(
      { title: 't', path: '/x.html', locale: 'cn', type: 'video.other' },
      { ...site, defaultImage: undefined },
    );
    expect(none.twitter).toMatchObject({ card: 'summary' });
    expect(none.other).toEqual({ 'weibo:type': 'video' });
  });

  it('a list names its languages; one content has one address and says its own language', () => {
    const languages = { ...site, siteLocale: 'cn' as const };
    const list = buildShareMetadata({ title: 'Home', path: '/home.html', locale: 'en' }, languages);
    expect(list.alternates?.canonical).toBe('https://m.example.com/news/home.html?lang=en');
    expect(list.alternates?.languages).toMatchObject({
      'zh-CN': 'https://m.example.com/news/home.html',
      de: 'https://m.example.com/news/home.html?lang=de',
      'x-default': 'https://m.example.com/news/home.html',
    });
    expect(list.openGraph).toMatchObject({ locale: 'en_US' });
    const article = buildShareMetadata(
      { title: '澜海', path: '/newsDetail/1/10001.html', locale: 'en', contentLocale: 'cn' },
      languages,
    );
    expect(article.alternates?.canonical).toBe('https://m.example.com/news/newsDetail/1/10001.html');
    expect(article.alternates?.languages).toBeUndefined();
    expect(article.openGraph).toMatchObject({
      locale: 'zh_CN',
      url: 'https://m.example.com/news/newsDetail/1/10001.html',
    });
  });
});

describe('share cards', () => {
  const signed = { ...site, cardSecret: 'the server’s secret' };
  /** The card an og:image address names, as the card route reads it. */
  const cardOf = (address: string) => {
    const url = new URL(address);
    return readShareCard(url.pathname.split('/').pop()!, url.searchParams.get('c'), signed.cardSecret);
  };
  const imageOf = (metadata: ReturnType<typeof buildShareMetadata>) =>
    (metadata.openGraph?.images as { url: string; width: number; height: number }[])[0]!;

  it('a page with a picture shares its card of it, 1200×630, and its square card for WeChat', () => {
    const page = buildShareMetadata(
      { title: '澜海', path: '/newsDetail/1/10001.html', locale: 'cn', images: ['', 'https://cdn.example.com/p.jpg'] },
      signed,
    );
    const image = imageOf(page);
    expect(image).toMatchObject({ width: 1200, height: 630 });
    expect(image.url).toMatch(/^https:\/\/m\.example\.com\/news\/share-card\/[\w-]{32}\.jpg\?c=/);
    expect(cardOf(image.url)).toEqual({
      card: { kind: 'picture', picture: 'https://cdn.example.com/p.jpg', title: '澜海' },
      square: false,
    });
    expect(page.twitter).toMatchObject({ card: 'summary_large_image', images: [image.url] });
    expect(cardOf(String(page.other?.['wechat:image']))).toMatchObject({ square: true });
  });

  it('a profile without a picture shares the avatar and the name; anything else its title', () => {
    const person = { name: '孙悦', about: 'Correspondent', avatar: 'https://cdn.example.com/a.jpg' };
    const profile = buildShareMetadata(
      { title: '孙悦 · Correspondent', path: '/reporter/8.html', locale: 'cn', person },
      signed,
    );
    expect(cardOf(imageOf(profile).url)?.card).toEqual({ kind: 'person', ...person });
    const plain = buildShareMetadata({ title: '关于我们', path: '/aboutUs.html', locale: 'cn' }, signed);
    expect(cardOf(imageOf(plain).url)?.card).toEqual({ kind: 'title', title: '关于我们' });
  });
});

describe('helpers', () => {
  it('absoluteUrl', () => {
    expect(absoluteUrl(site, '/a.html')).toBe('https://m.example.com/news/a.html');
    expect(absoluteUrl(site, 'a.html')).toBe('https://m.example.com/news/a.html');
    expect(absoluteUrl(site, 'https://x.example/y')).toBe('https://x.example/y');
  });
  it('pickShareImage skips empty and relative candidates', () => {
    expect(pickShareImage([null, '', '/relative.jpg', 'https://a.example/1.jpg'])).toEqual({
      url: 'https://a.example/1.jpg',
    });
    expect(pickShareImage([], 'https://d.example/d.jpg')).toEqual({
      url: 'https://d.example/d.jpg',
      width: 1200,
      height: 630,
    });
    expect(pickShareImage(undefined)).toBeUndefined();
  });
});
