/**
 * The language menu's Tibetan label is drawn in its own small face: its unicode-range must cover every
 * character of the label, or a reader without a Tibetan system face sees boxes again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_INFO } from '@/lib/i18n/locales';

function labelRange(): number[] {
  const source = readFileSync(path.join(__dirname, 'tibetan.ts'), 'utf8');
  const call = source.slice(source.indexOf('export const tibetanLabelFont'));
  const value = /prop: 'unicode-range', value: '([^']+)'/.exec(call)?.[1] ?? '';
  return value.split(',').flatMap((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

test('the label face covers every character of the Tibetan label, and nothing else', () => {
  const label = [...new Set([...LOCALE_INFO.bo.name].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  expect(label.length).toBeGreaterThan(0);
  expect(labelRange().sort((a, b) => a - b)).toEqual(label);
});
