/**
 * A route handler's body, read no further than its limit: a body that says it is longer (content-length)
 * is refused before a byte is read, one that turns out longer is refused at the limit. Next reads none of
 * a route handler's body itself, so this is the one place a handler's limit is kept (413 past it).
 */
export async function bodyUpTo(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
