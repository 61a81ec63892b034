/**
 * Count display (spec §9): under 1000 as is, then "k+" and, in Chinese, "w+" (万); countFormat caps at 999
 * by default and shows "999+".
 */
export function formatCount(value: number, locale: string): string {
  if (!Number.isFinite(value) || value < 0) return '0';
  const n = Math.floor(value);
  if (n < 1000) return String(n);
  if (locale === 'cn' && n >= 10_000) return `${Math.floor(n / 10_000)}w+`;
  return `${Math.floor(n / 1000)}k+`;
}

export function countFormat(value: number, cap = 999): string {
  if (!Number.isFinite(value) || value < 0) return '0';
  const n = Math.floor(value);
  return n > cap ? `${cap}+` : String(n);
}
