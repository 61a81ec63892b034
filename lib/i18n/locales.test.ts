import { chooseLocale, contentLanguageTag, normalizeLocale } from './locales';

describe('normalizeLocale', () => {
  it.each([
    ['cn', 'cn'],
    ['zh', 'cn'],
    ['zh-CN', 'cn'],
    ['zh_TW', 'cn'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['fr-FR', 'fr'],
    ['bo', 'bo'],
    ['Tibetan', 'bo'],
    ['bo-CN', 'bo'],
    ['es', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});

describe('chooseLocale', () => {
  it('query, then stored choice, then configured, then cn', () => {
    expect(chooseLocale({ query: 'fr', stored: 'en', configured: 'de' })).toBe('fr');
    expect(chooseLocale({ query: 'xx', stored: 'en', configured: 'de' })).toBe('en');
    expect(chooseLocale({ stored: null, configured: 'de' })).toBe('de');
    expect(chooseLocale({ configured: 'nope' })).toBe('cn');
    expect(chooseLocale({})).toBe('cn');
  });
});

describe('contentLanguageTag', () => {
  it('names a content’s language by its BCP 47 tag, as the platform spells it or any simple tag', () => {
    expect(contentLanguageTag('zh')).toBe('zh-CN');
    expect(contentLanguageTag('en')).toBe('en');
    expect(contentLanguageTag('ja')).toBe('ja');
    expect(contentLanguageTag('')).toBeUndefined();
    expect(contentLanguageTag('<b>')).toBeUndefined();
  });
});
