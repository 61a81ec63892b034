/**
 * Themes (spec §1, §4 route guard): normal, dark and grey (mourning). ?theme=dark|grey|normal picks one
 * for the page it is on; dark and normal then last the visit (proxy.ts keeps them in a session cookie).
 * Grey is never kept: beyond the page that asks for it, it is the site's mourning mode (the config's
 * detailPageGrey), which ends when the newsroom turns it off. The site config also sets the default
 * (dark). The page HTML is the same for everyone (cacheable): a tiny inline script in <head> puts the
 * class on <html> before first paint.
 */
export const THEMES = ['normal', 'dark', 'grey'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'theme';

export function parseTheme(value: unknown): Theme | undefined {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as Theme) : undefined;
}

/** The themes a visit keeps (the cookie's values): grey is the address's or the site's, never the cookie's. */
export function parseKeptTheme(value: unknown): Theme | undefined {
  const theme = parseTheme(value);
  return theme === 'grey' ? undefined : theme;
}

export interface SiteTheme {
  /** The config's dark flag: dark unless the reader chose normal. */
  dark: boolean;
  /** The config's detailPageGrey: mourning mode, grey whatever the reader chose. */
  mourning: boolean;
}

/**
 * The classes <html> gets. Reader's choice (query, then cookie) over the site's default; mourning adds grey
 * on top of anything.
 */
export function themeClasses(site: SiteTheme, choice: Theme | undefined): string[] {
  const theme = choice ?? (site.dark ? 'dark' : 'normal');
  const classes = theme === 'normal' ? [] : [`theme-${theme}`];
  if (site.mourning && !classes.includes('theme-grey')) classes.push('theme-grey');
  return classes;
}

/**
 * In the browser, after React has rendered: puts back the classes the <head> script gave <html> where a
 * client render dropped them. Next sends a page that ends in notFound() or an error as an empty shell
 * and renders it in the browser (vercel/next.js#62228), and that render writes <html>'s class from the
 * layout, without the theme. Adds only: classes already there stay.
 */
export function restoreThemeClasses(doc: Document, search: string): void {
  const root = doc.documentElement;
  const cookie = /(?:^|;\s*)theme=([a-z]+)/.exec(doc.cookie)?.[1];
  const choice = parseTheme(new URLSearchParams(search).get('theme')) ?? parseKeptTheme(cookie);
  const site = {
    dark: root.getAttribute('data-site-dark') === '1',
    mourning: root.getAttribute('data-mourning') === '1',
  };
  const classes = themeClasses(site, choice);
  if (classes.length) root.classList.add(...classes);
}

/**
 * The inline <head> script: the same logic as themeClasses, reading ?theme= and the cookie (normal or dark
 * only) in the browser.
 * It reads the site defaults from data attributes on <html>, so its text never changes (a fixed CSP hash).
 */
export const THEME_SCRIPT = `(function(){try{var d=document.documentElement,r=/^(normal|dark|grey)$/,q=(location.search.match(/[?&]theme=([a-z]+)/)||[])[1],c=(document.cookie.match(/(?:^|;\\s*)theme=([a-z]+)/)||[])[1],t=r.test(q)?q:/^(normal|dark)$/.test(c)?c:(d.getAttribute('data-site-dark')==='1'?'dark':'normal');if(t!=='normal')d.classList.add('theme-'+t);if(d.getAttribute('data-mourning')==='1')d.classList.add('theme-grey')}catch(e){}})();`;
