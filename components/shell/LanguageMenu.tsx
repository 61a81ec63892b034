'use client';
/**
 * The reader's language choice: stored in the "lang" cookie (proxy.ts reads it), then the page reloads. Each
 * choice is a link to "?lang=…" (the proxy stores that choice too), so a tap before the page's script runs is
 * not lost; once it runs, the tap keeps the page's other query parameters and leaves no "lang" in the address.
 */
import { LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_INFO, type Locale } from '@/lib/i18n/locales';
import styles from './shell.module.css';

function choose(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.assign(url.toString());
}

export function LanguageMenu({ current, label }: { current: Locale; label: string }) {
  return (
    <nav className={styles.footerRow} aria-label={label} data-testid="language-menu">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`?lang=${locale}`}
          hrefLang={LOCALE_INFO[locale].tag}
          lang={LOCALE_INFO[locale].tag}
          className={styles.langLink}
          aria-current={locale === current ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            choose(locale);
          }}
        >
          {LOCALE_INFO[locale].name}
        </a>
      ))}
    </nav>
  );
}
