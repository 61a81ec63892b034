/**
 * readScreen: the internal segments proxy.ts writes; without them (a path that is no page of ours), the
 * site's configured locale (else cn) and the plain context.
 */
import { contentTag, readScreen } from './readScreen';

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
  it('without segments: the configured locale, spelt as configs spell it, else cn; the plain context', async () => {
    siteConfig.locale = 'en';
    expect(await readScreen(undefined)).toMatchObject({ locale: 'en', context: { inApp: false, preview: false } });
    siteConfig.locale = 'zh-CN';
    expect((await readScreen(undefined)).locale).toBe('cn');
    siteConfig.locale = 'tibetan';
    expect((await readScreen(undefined)).locale).toBe('bo');
    siteConfig.locale = undefined;
    expect((await readScreen(undefined)).locale).toBe('cn');
  });

  it('a chosen locale is taken as written; anything else is not a page (404)', async () => {
    siteConfig.locale = 'en';
    expect(await readScreen(params('fr', 'app-wechat'))).toMatchObject({
      locale: 'fr',
      context: { inApp: true, wechat: true },
    });
    await expect(readScreen(params('xx', 'plain'))).rejects.toThrow('NOT_FOUND');
    await expect(readScreen(params('auto', 'plain'))).rejects.toThrow('NOT_FOUND');
    await expect(readScreen(params('cn', 'zz'))).rejects.toThrow('NOT_FOUND');
  });

  it('a content language is taken when it is one of ours, else the page is none of ours (404)', async () => {
    expect(await readScreen({ locale: 'en', ctx: 'plain', contentLocale: 'cn' })).toMatchObject({
      locale: 'en',
      contentLocale: 'cn',
    });
    expect((await readScreen(params('en', 'plain'))).contentLocale).toBeUndefined();
    // a page of one content in the reader's language: proxy.ts writes no content language
    expect((await readScreen(params('en', 'plain'), 'newsDetail')).contentLocale).toBe('en');
    expect((await readScreen(params('en', 'plain'), 'home')).contentLocale).toBeUndefined();
    await expect(readScreen({ locale: 'en', ctx: 'plain', contentLocale: 'xx' })).rejects.toThrow('NOT_FOUND');
  });

  it('names what the page shows by its content language, else the reader’s', () => {
    expect(contentTag({ locale: 'en', contentLocale: 'cn' })).toBe('zh-CN');
    expect(contentTag({ locale: 'de' })).toBe('de');
  });
});
