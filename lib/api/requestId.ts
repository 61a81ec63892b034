/**
 * The key of one composition (a post, a comment) sent with it as `requestId`: the platform stores a
 * composition sent twice (a double tap, a retry) once. A new one after each stored composition.
 */
export function newRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
