/**
 * The paper's name inside a sentence of the reader's language ("Read on in the … app", "Get the … app"):
 * readers of a Latin-script locale get the English name when the site config has one, everyone else the
 * configured name. Titles and share tags keep the configured name: it is the brand, in every language.
 */
import type { SiteConfig } from '@/lib/schemas/config';
import { LOCALE_INFO, type Locale } from './locales';

export function siteNameInProse(site: SiteConfig['siteConfig'], locale: Locale): string {
  const latin = LOCALE_INFO[locale].script === 'latin' ? site.siteNameEn : '';
  return latin || site.mainTitle || site.siteName;
}
