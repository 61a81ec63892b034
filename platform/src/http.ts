/** Small helpers for reading query parameters the way the real platform accepts them. */

/** A positive integer id, or undefined when absent or malformed. */
export function positiveInt(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

export function nonNegativeInt(value: unknown, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : fallback;
}

/** The spellings of the site id across the platform's calls. */
const SITE_ID_NAMES = ['siteId', 'siteID', 'siteid'] as const;

/**
 * The one site id of a request, from its query and its form together: a positive id, undefined when it
 * names none, or 'conflict' when it names two (siteId=1 in the query, siteID=2 in the body) or one
 * malformed: such a request is refused before any guard or handler reads it (server.ts), so whichever
 * spelling a guard or a handler reads, it reads the same site.
 */
export function oneSiteId(...sources: unknown[]): number | undefined | 'conflict' {
  const values = new Set<string>();
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const name of SITE_ID_NAMES) {
      const value = (source as Record<string, unknown>)[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' && typeof value !== 'number') return 'conflict';
      values.add(String(value).trim());
    }
  }
  if (values.size === 0) return undefined;
  if (values.size > 1) return 'conflict';
  return positiveInt([...values][0]) ?? 'conflict';
}

/** Reads siteId, also spelled siteID by some calls. */
export function siteIdOf(query: Record<string, unknown>): number | undefined {
  return positiveInt(query.siteId ?? query.siteID ?? query.siteid);
}

/** One header of a request as text (the first, if sent twice; '' when absent). */
export function headerOf(request: { headers: Record<string, string | string[] | undefined> }, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A newsroom call carries the editor token (header x-editor-token); an empty token refuses every call. */
export function hasEditorToken(request: { headers: Record<string, unknown> }, editorToken: string): boolean {
  return editorToken !== '' && request.headers['x-editor-token'] === editorToken;
}

/** A day of the calendar as YYYY-MM-DD (2026-02-30 and 2026-13-45 are none). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A month of the calendar as YYYY-MM. */
export function isCalendarMonth(text: unknown): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}$/.test(text) && isCalendarDay(`${text}-01`);
}
