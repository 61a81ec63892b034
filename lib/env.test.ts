import { readRuntimeConfig } from './env';

describe('readRuntimeConfig', () => {
  it('derives every base from PLATFORM_URL', () => {
    const runtime = readRuntimeConfig({ PLATFORM_URL: 'https://api.example.com/' });
    expect(runtime.bases).toEqual({
      base: 'https://api.example.com/app_if',
      sso: 'https://api.example.com/sso-app/api',
      nis: 'https://api.example.com/nis',
      adv: 'https://api.example.com/adv',
      mvod: 'https://api.example.com/mvod',
      mam: 'https://api.example.com/mam',
      vote: 'https://api.example.com/amuc/api/vote',
    });
    expect(runtime.siteId).toBe(1);
    // WeChat's OAuth page: the platform's simulation unless configured (WECHAT_OAUTH_URL)
    expect(runtime.wechatOauthUrl).toBe('https://api.example.com/wx/connect/oauth2/authorize');
    expect(
      readRuntimeConfig({ WECHAT_OAUTH_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize' }).wechatOauthUrl,
    ).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
  });
  it('lets each base be set on its own', () => {
    const runtime = readRuntimeConfig({
      API_BASE: 'https://content.example.com/app_if',
      API_SSO: 'https://sso.example.com/api/',
      SITE_ID: '3',
      APP_ID: 'x',
      PUBLIC_URL: 'https://m.example.com/',
    });
    expect(runtime.bases.base).toBe('https://content.example.com/app_if');
    expect(runtime.bases.sso).toBe('https://sso.example.com/api');
    expect(runtime.bases.nis).toBe('http://localhost:4000/nis');
    expect(runtime).toMatchObject({ siteId: 3, appId: 'x', publicUrl: 'https://m.example.com' });
  });
  it('ignores a bad site id', () => {
    expect(readRuntimeConfig({ SITE_ID: 'abc' }).siteId).toBe(1);
  });
});
