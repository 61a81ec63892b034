/**
 * Interface languages (spec §1): cn (default), en, de, fr and Tibetan (bo). One entry per language with
 * what the page needs to know about it: BCP 47 tag for <html lang> and Intl, script, and the name shown
 * in the language menu (in that language).
 */
export const LOCALES = ['cn', 'en', 'de', 'fr', 'bo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';

export interface LocaleInfo {
  /** BCP 47 tag: <html lang>, Intl formatting. */
  tag: string;
  /** og:locale. */
  ogLocale: string;
  script: 'cjk' | 'latin' | 'tibetan';
  /** The language's own name. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  cn: { tag: 'zh-CN', ogLocale: 'zh_CN', script: 'cjk', name: '中文' },
  en: { tag: 'en', ogLocale: 'en_US', script: 'latin', name: 'English' },
  de: { tag: 'de', ogLocale: 'de_DE', script: 'latin', name: 'Deutsch' },
  fr: { tag: 'fr', ogLocale: 'fr_FR', script: 'latin', name: 'Français' },
  bo: { tag: 'bo', ogLocale: 'bo_CN', script: 'tibetan', name: 'བོད་ཡིག' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads a locale as configs, cookies and query strings spell it ("zh", "zh-CN", "EN", "tibetan"...). */
export function normalizeLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (isLocale(text)) return text;
  if (text === 'zh' || text.startsWith('zh-') || text.startsWith('zh_')) return 'cn';
  if (text === 'tibetan' || text.startsWith('bo-') || text.startsWith('bo_')) return 'bo';
  const primary = text.split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The language of a request: an explicit ?lang= first, then the reader's stored choice (cookie),
 * then the site's configured locale, then cn.
 */
export function chooseLocale(sources: {
  query?: string | null;
  stored?: string | null;
  configured?: string | null;
}): Locale {
  return (
    normalizeLocale(sources.query) ??
    normalizeLocale(sources.stored) ??
    normalizeLocale(sources.configured) ??
    DEFAULT_LOCALE
  );
}

/** Cookie holding the reader's language choice (the spec's stored "lang"). */
export const LOCALE_COOKIE = 'lang';
/** A year: the reader's language choice stays until changed. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * The BCP 47 tag of a content's language as the platform spells it ('zh', 'en'), for the lang of the
 * element that holds the content (the chrome around it is in the reader's language); undefined when
 * the platform says nothing usable.
 */
export function contentLanguageTag(lang: string | undefined): string | undefined {
  const locale = normalizeLocale(lang);
  if (locale) return LOCALE_INFO[locale].tag;
  return lang && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : undefined;
}
