/**
 * readScreen: the internal segments proxy.ts writes. "auto" is the site's configured
 * locale (else cn), read from the site config as proxy.ts would have chosen it.
 */
import { readScreen } from './readScreen';

const siteConfig = { locale: 'en' as string | undefined };
jest.mock('../api/siteConfig', () => ({
  loadSiteConfig: async () => ({ locale: siteConfig.locale }),
}));
jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
}));

const params = (locale: string, ctx: string) => ({ locale, ctx });

describe('readScreen', () => {
  it('"auto" is the configured locale, spelt as configs spell it, else cn', async () => {
    siteConfig.locale = 'en';
    expect((await readScreen(params('auto', 'plain'))).locale).toBe('en');
    siteConfig.locale = 'zh-CN';
    expect((await readScreen(params('auto', 'plain'))).locale).toBe('cn');
    siteConfig.locale = 'tibetan';
    expect((await readScreen(params('auto', 'desktop'))).locale).toBe('bo');
    siteConfig.locale = undefined;
    expect((await readScreen(params('auto', 'plain'))).locale).toBe('cn');
  });

  it('a chosen locale is taken as written; anything else is not a page (404)', async () => {
    siteConfig.locale = 'en';
    expect(await readScreen(params('fr', 'app-wechat'))).toMatchObject({
      locale: 'fr',
      context: { inApp: true, wechat: true },
    });
    await expect(readScreen(params('xx', 'plain'))).rejects.toThrow('NOT_FOUND');
    await expect(readScreen(params('auto', 'zz'))).rejects.toThrow('NOT_FOUND');
  });
});
