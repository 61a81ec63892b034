/** Share texts (spec §5): descriptions and titles as unfurls and the messaging app show them. */

export const SHARE_DESCRIPTION_MAX = 100;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Markup stripped, entities decoded, whitespace collapsed, cut to 100 characters (code points). */
export function shareDescription(html: string | undefined | null, max = SHARE_DESCRIPTION_MAX): string {
  if (!html) return '';
  const plain = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  return chars.length > max ? chars.slice(0, max).join('') : plain;
}

/** Width of a character counted in double bytes: CJK and other wide characters count 2, others 1. */
function width(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code > 0xff ? 2 : 1;
}

/**
 * Cuts a title to at most `max` units, counting double-byte characters as 2, adding "…" when cut (the
 * ellipsis counts as 2). max 0 or less means no limit.
 */
export function truncateDoubleByte(title: string, max: number): string {
  if (max <= 0) return title;
  const chars = Array.from(title);
  const total = chars.reduce((sum, char) => sum + width(char), 0);
  if (total <= max) return title;
  let used = 0;
  let out = '';
  for (const char of chars) {
    if (used + width(char) > max - 2) break;
    used += width(char);
    out += char;
  }
  return `${out}…`;
}
