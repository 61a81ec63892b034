/** Every visible text is a message in all five languages: the five files carry the same keys, none empty. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';

const dir = path.join(__dirname, '../../messages');

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const files = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8'))]),
);

it('there is one file per interface language', () => {
  expect(readdirSync(dir).sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
});

it.each(LOCALES)('%s has the same keys as cn, each with a text', (locale) => {
  expect(keys(files[locale]).sort()).toEqual(keys(files.cn).sort());
  for (const key of keys(files[locale])) {
    const text = key
      .split('.')
      .reduce((node: Record<string, unknown>, part) => node[part] as Record<string, unknown>, files[locale]);
    expect(typeof text).toBe('string');
    expect(String(text).trim()).not.toBe('');
  }
});

it('the spec texts are there', () => {
  expect(files.cn.errors.network).toBe('网络错误');
  expect(files.en.errors.network).toBe('Network Error');
  expect(files.cn.empty.noComments).toBe('还没人评论，快来抢沙发！');
  expect(files.en.list.noMore).toBe('Has no more');
  expect(files.cn.article.readingTime).toBe('全文{wordCount}个字 阅读约需{time}分钟');
  expect(files.cn.topBar.touchEdition).toBe('触屏版');
});
