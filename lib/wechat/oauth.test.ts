import {
  isPageLoad,
  needsOauth,
  newStateNonce,
  nextAfterMissingOpenid,
  oauthUrl,
  pageWithoutCode,
  wechatCode,
  wechatReturn,
} from './oauth';

describe('WeChat OAuth', () => {
  const NONCE = '0123456789abcdef0123456789abcdef';
  it('the OAuth address: user-info scope, state isShare with the nonce, the page encoded, #wechat_redirect', () => {
    const url = oauthUrl(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
      'wx123',
      'https://m.example.com/n/1.html?a=1',
      NONCE,
    );
    expect(url).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fm.example.com%2Fn%2F1.html%3Fa%3D1&response_type=code&scope=snsapi_userinfo&state=isShare${NONCE}#wechat_redirect`,
    );
    expect(newStateNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newStateNonce()).not.toBe(newStateNonce());
  });

  it.each([
    ['?code=c1&state=isShare' + NONCE, NONCE, { code: 'c1', ours: true }],
    // an attacker's code: the spec's bare state, another browser's nonce, no cookie
    ['?code=c1&state=isShare', NONCE, { code: 'c1', ours: false }],
    ['?code=c1&state=isShare' + 'f'.repeat(32), NONCE, { code: 'c1', ours: false }],
    ['?code=c1&state=isShare' + NONCE, undefined, { code: 'c1', ours: false }],
    // not WeChat's: another page's code (an invite code), or no code
    ['?code=INVITE1', NONCE, undefined],
    ['?state=isShare' + NONCE, NONCE, undefined],
  ])('reads WeChat’s return %s (cookie %s): %j', (search, cookie, expected) => {
    expect(wechatReturn(new URLSearchParams(search), cookie)).toEqual(expected);
  });

  it('takes a code only with a state of ours', () => {
    expect(wechatCode(new URLSearchParams('?code=c1&state=isShareabc'))).toBe('c1');
    expect(wechatCode(new URLSearchParams('?code=INVITE1'))).toBeUndefined();
  });

  it('comes back to this site’s own page, without the old code and state', () => {
    expect(pageWithoutCode('https://m.example.com', '/m', '/newsDetail/1.html', '?code=abc&state=isShare&x=1')).toBe(
      'https://m.example.com/m/newsDetail/1.html?x=1',
    );
    expect(pageWithoutCode('https://m.example.com', '', '/a.html', '')).toBe('https://m.example.com/a.html');
  });

  const base = { pageLoad: true, wechat: true, shareMode: true, authLogin: 1, appid: 'wx1', hasCode: false };
  it.each([
    [{}, true],
    [{ pageLoad: false }, false],
    [{ wechat: false }, false],
    [{ shareMode: false }, false],
    [{ authLogin: 2 }, false],
    [{ appid: '' }, false],
    [{ hasCode: true }, false],
    [{ authCookie: 'ok' }, false],
    [{ authCookie: 'failed' }, false],
  ])('needs OAuth with %j: %s', (change, expected) => {
    expect(needsOauth({ ...base, ...change })).toBe(expected);
  });

  it('takes only the reader’s own page load for one: never a prefetch or a client navigation’s payload', () => {
    const load = (headers: Record<string, string>) => isPageLoad(new Headers(headers));
    expect(load({})).toBe(true);
    expect(load({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBe(true);
    expect(load({ 'sec-fetch-mode': 'navigate', 'sec-purpose': 'prefetch' })).toBe(false);
    expect(load({ purpose: 'prefetch' })).toBe(false);
    expect(load({ rsc: '1', 'sec-fetch-mode': 'cors' })).toBe(false);
    expect(load({ rsc: '1', 'next-router-prefetch': '1' })).toBe(false);
    expect(load({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe(false);
  });

  it('retries twice after an answer without openid, then fails', () => {
    expect([0, 1, 2, 3].map(nextAfterMissingOpenid)).toEqual(['retry', 'retry', 'fail', 'fail']);
  });
});
