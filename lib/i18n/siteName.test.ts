import { siteConfigSchema } from '@/lib/schemas/config';
import { LOCALES } from './locales';
import { siteNameInProse } from './siteName';

const site = (fields: Record<string, string>) =>
  siteConfigSchema.parse({ siteConfig: { siteId: 1, ...fields } }).siteConfig;

describe('siteNameInProse', () => {
  const both = site({ siteName: '澜海日报社', mainTitle: '澜海日报', siteNameEn: 'Lanhai Daily' });

  it.each([
    ['cn', '澜海日报'],
    ['bo', '澜海日报'],
    ['en', 'Lanhai Daily'],
    ['de', 'Lanhai Daily'],
    ['fr', 'Lanhai Daily'],
  ] as const)('%s reads %s', (locale, name) => {
    expect(siteNameInProse(both, locale)).toBe(name);
  });

  it('falls back to the main title, then the site name, when there is no English name', () => {
    for (const locale of LOCALES) {
      expect(siteNameInProse(site({ siteName: '澜海日报社', mainTitle: '澜海日报' }), locale)).toBe('澜海日报');
      expect(siteNameInProse(site({ siteName: '澜海日报社' }), locale)).toBe('澜海日报社');
    }
  });
});
