import { needsOauth, nextAfterMissingOpenid, oauthUrl, pageWithoutCode } from './oauth';

describe('WeChat OAuth', () => {
  it('the OAuth address: user-info scope, state isShare, the page encoded, #wechat_redirect', () => {
    const url = oauthUrl(
      'https://open.weixin.qq.com/connect/oauth2/authorize',
      'wx123',
      'https://m.example.com/n/1.html?a=1',
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fm.example.com%2Fn%2F1.html%3Fa%3D1&response_type=code&scope=snsapi_userinfo&state=isShare#wechat_redirect',
    );
  });

  it('comes back to this site’s own page, without the old code and state', () => {
    expect(pageWithoutCode('https://m.example.com', '/m', '/newsDetail/1.html', '?code=abc&state=isShare&x=1')).toBe(
      'https://m.example.com/m/newsDetail/1.html?x=1',
    );
    expect(pageWithoutCode('https://m.example.com', '', '/a.html', '')).toBe('https://m.example.com/a.html');
  });

  const base = { wechat: true, shareMode: true, authLogin: 1, appid: 'wx1', hasCode: false };
  it.each([
    [{}, true],
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

  it('retries twice after an answer without openid, then fails', () => {
    expect([0, 1, 2, 3].map(nextAfterMissingOpenid)).toEqual(['retry', 'retry', 'fail', 'fail']);
  });
});
