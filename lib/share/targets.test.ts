import { SHARE_CHANNEL, SHARE_TARGETS, shareHref, withShareStamp } from './targets';

const PAGE = {
  url: 'https://m.example.com/newsDetail/1.html',
  title: '标题 & more',
  summary: '摘要',
  image: 'https://m.example.com/a.jpg',
};

describe('share targets', () => {
  it('opens each service’s own share page with the page’s address, title and picture, encoded', () => {
    const weibo = new URL(shareHref('weibo', PAGE)!);
    expect(weibo.origin + weibo.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(Object.fromEntries(weibo.searchParams)).toEqual({ url: PAGE.url, title: PAGE.title, pic: PAGE.image });
    expect(new URL(shareHref('qq', PAGE)!).searchParams.get('summary')).toBe('摘要');
    expect(new URL(shareHref('qzone', PAGE)!).searchParams.get('pics')).toBe(PAGE.image);
    expect(shareHref('sms', PAGE)).toBe(`sms:?&body=${encodeURIComponent(`${PAGE.title} ${PAGE.url}`)}`);
    expect(shareHref('wechat', PAGE)).toBeUndefined();
    expect(shareHref('poster', PAGE)).toBeUndefined();
  });

  it('leaves out what the page lacks', () => {
    expect(new URL(shareHref('weibo', { ...PAGE, image: undefined })!).searchParams.has('pic')).toBe(false);
  });

  it('every target has a channel code of spec §9', () => {
    for (const target of SHARE_TARGETS) expect(SHARE_CHANNEL[target]).toBeGreaterThan(0);
    expect(SHARE_CHANNEL.weibo).toBe(3);
    expect(SHARE_CHANNEL.moments).toBe(2);
  });

  it('stamps the shared address, fresh for every share, keeping its own query', () => {
    const url = withShareStamp('https://m.example.com/a.html?x=1', 1700000000000);
    expect(url).toBe('https://m.example.com/a.html?x=1&isShare=true&shareTime=1700000000000');
    expect(withShareStamp(url, 1700000000001)).toBe(
      'https://m.example.com/a.html?x=1&isShare=true&shareTime=1700000000001',
    );
  });
});
