/** @jest-environment jsdom */
import { parseTheme, restoreThemeClasses, THEME_SCRIPT, themeClasses, type SiteTheme, type Theme } from './theme';

describe('themeClasses', () => {
  it.each<[SiteTheme, Theme | undefined, string[]]>([
    [{ dark: false, mourning: false }, undefined, []],
    [{ dark: false, mourning: false }, 'dark', ['theme-dark']],
    [{ dark: false, mourning: false }, 'grey', ['theme-grey']],
    [{ dark: true, mourning: false }, undefined, ['theme-dark']],
    [{ dark: true, mourning: false }, 'normal', []],
    [{ dark: false, mourning: true }, 'normal', ['theme-grey']],
    [{ dark: false, mourning: true }, 'dark', ['theme-dark', 'theme-grey']],
    [{ dark: true, mourning: true }, 'grey', ['theme-grey']],
  ])('%j + %s → %j', (site, choice, expected) => {
    expect(themeClasses(site, choice)).toEqual(expected);
  });
});

describe('parseTheme', () => {
  it('accepts the three themes only', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('grey')).toBe('grey');
    expect(parseTheme('normal')).toBe('normal');
    expect(parseTheme('gray')).toBeUndefined();
    expect(parseTheme(undefined)).toBeUndefined();
  });
});

describe('THEME_SCRIPT (the inline <head> script)', () => {
  function run({ search = '', cookie = '', dark = '0', mourning = '0' }) {
    const html = document.documentElement;
    html.className = '';
    html.setAttribute('data-site-dark', dark);
    html.setAttribute('data-mourning', mourning);
    document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    if (cookie) document.cookie = `theme=${cookie}`;
    window.history.replaceState(null, '', `/home.html${search}`);
    new Function(THEME_SCRIPT)();
    return [...html.classList];
  }

  it.each([
    [{}, []],
    [{ search: '?theme=dark' }, ['theme-dark']],
    // grey is the address's or the site's: a cookie left by an older version greys nothing
    [{ cookie: 'grey' }, []],
    [{ search: '?theme=grey', cookie: 'dark' }, ['theme-grey']],
    [{ search: '?theme=normal', cookie: 'dark' }, []],
    [{ dark: '1' }, ['theme-dark']],
    [{ dark: '1', cookie: 'normal' }, []],
    [{ mourning: '1', search: '?theme=dark' }, ['theme-dark', 'theme-grey']],
    [{ search: '?theme=evil' }, []],
  ])('%j → %j (same as themeClasses)', (input, expected) => {
    expect(run(input)).toEqual(expected);
  });

  it.each([
    [{}, []],
    [{ search: '?theme=dark' }, ['theme-dark']],
    [{ cookie: 'grey' }, []],
    [{ search: '?theme=normal', cookie: 'dark' }, []],
    [{ dark: '1' }, ['theme-dark']],
    [{ mourning: '1', search: '?theme=dark' }, ['theme-dark', 'theme-grey']],
    [{ search: '?theme=evil' }, []],
  ])('restoreThemeClasses puts back what the script set, after a render dropped it: %j → %j', (input, expected) => {
    run(input);
    const html = document.documentElement;
    html.className = 'font-a font-b';
    restoreThemeClasses(document, window.location.search);
    expect([...html.classList]).toEqual(['font-a', 'font-b', ...expected]);
    // run again (every page's first render): nothing added twice
    restoreThemeClasses(document, window.location.search);
    expect([...html.classList]).toEqual(['font-a', 'font-b', ...expected]);
  });
});
