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

/** Reads siteId, also spelled siteID by some calls. */
export function siteIdOf(query: Record<string, unknown>): number | undefined {
  return positiveInt(query.siteId ?? query.siteID ?? query.siteid);
}

/** A newsroom call carries the editor token (header x-editor-token); an empty token refuses every call. */
export function hasEditorToken(request: { headers: Record<string, unknown> }, editorToken: string): boolean {
  return editorToken !== '' && request.headers['x-editor-token'] === editorToken;
}
