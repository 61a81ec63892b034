/**
 * A label followed by its language's separator (credits.separator: "：", ": ", " : ", "། "), written
 * by the script's rules where the label's last letter has one: Tibetan labels that already end in a shad
 * take no second one, a final ga or ka takes none at all, a final nga takes a tsheg before it.
 */
const SHAD = '།';
const TSHEG = '་';

export function withSeparator(label: string, separator: string): string {
  if (!separator.startsWith(SHAD)) return `${label}${separator}`;
  const rest = separator.slice(SHAD.length);
  const trimmed = label.trimEnd();
  if (trimmed.endsWith(SHAD) || /[གཀ]$/.test(trimmed)) return `${trimmed}${rest}`;
  if (trimmed.endsWith('ང')) return `${trimmed}${TSHEG}${separator}`;
  return `${trimmed}${separator}`;
}
