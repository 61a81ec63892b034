/**
 * Whether a state-changing request comes from this site's own pages. Browsers send Sec-Fetch-Site on every
 * request (same-origin from our pages) and Origin on every POST and DELETE; a request that names another
 * site in either is refused. A request with neither (curl, a server) is not a browser's: nobody's cookies
 * ride on it, so it may pass. Where a handler takes JSON, other bodies are refused too (a cross-site form
 * can send text/plain without asking first).
 */

export interface Refusal {
  status: 403 | 415;
  message: string;
}

interface RequestLike {
  headers: Headers;
  nextUrl: URL;
}

/** This site's own origins: the address the request came to, and the configured public one. */
function ownOrigins(request: RequestLike, env: Record<string, string | undefined>): string[] {
  const origins = [request.nextUrl.origin];
  const host = request.headers.get('host');
  if (host) origins.push(`${request.nextUrl.protocol}//${host}`);
  try {
    if (env.PUBLIC_URL) origins.push(new URL(env.PUBLIC_URL).origin);
  } catch {
    // an unreadable PUBLIC_URL names no origin
  }
  return origins;
}

export function refusalOfCrossSite(
  request: RequestLike,
  { json = false }: { json?: boolean } = {},
  env: Record<string, string | undefined> = process.env,
): Refusal | undefined {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return { status: 403, message: 'cross-site request refused' };
  const origin = request.headers.get('origin');
  if (origin && !ownOrigins(request, env).includes(origin))
    return { status: 403, message: 'cross-site request refused' };
  if (json && !/^application\/json(\s*;|$)/i.test(request.headers.get('content-type') ?? ''))
    return { status: 415, message: 'JSON only' };
  return undefined;
}
