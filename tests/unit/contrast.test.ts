/**
 * The theme colours of app/globals.css keep small text readable (WCAG AA, 4.5:1): the grey of times,
 * sources and "more" links on the page and on cards, and white labels on filled buttons and badges, in the
 * normal and the dark theme.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function variables(selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace(/[.]/g, '\\.')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** A variable's colour, following var() (and its fallback: the colour a site without its own pad colour gets). */
function colour(vars: Record<string, string>, name: string): string {
  const value = vars[name] ?? '';
  const reference = /^var\(--([\w-]+)(?:,\s*(#[0-9a-f]{6}))?\)$/i.exec(value);
  if (!reference) return value;
  return reference[2] ?? colour(vars, reference[1]!);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const normal = variables(':root');
const dark = { ...normal, ...variables('html.theme-dark') };

describe.each([
  ['normal', normal],
  ['dark', dark],
])('the %s theme', (_name, vars) => {
  it.each([
    ['muted', 'surface'],
    ['muted', 'bg'],
    ['text-2', 'surface'],
    ['text', 'bg'],
  ])('--%s on --%s', (fore, back) => {
    expect(contrast(colour(vars, fore), colour(vars, back))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['accent-fill', 'live'])('white on --%s', (back) => {
    expect(contrast('#ffffff', colour(vars, back))).toBeGreaterThanOrEqual(4.5);
  });
});
