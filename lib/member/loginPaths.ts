/** Addresses around login: the login screen coming back to a page, and where it may come back to. */

/** The login screen's address, coming back to `from` (this site's path) afterwards. */
export function loginHref(from?: string): string {
  return from ? `/login.html?from=${encodeURIComponent(from)}` : '/login.html';
}

/**
 * Leaves for the login screen, to come back to this page (and `hash`, a place on it) afterwards: a full
 * load, so the server renders the page again for the logged-in reader.
 */
export function leaveForLogin(basePath: string, hash = ''): void {
  const here = `${window.location.pathname.slice(basePath.length)}${window.location.search}${hash}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the full load described above
  window.location.href = `${basePath}${loginHref(here)}`;
}

/** Where to go after login: only a path of this site (never another host: no open redirect). */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/home.html';
  if (/[\u0000-\u001f]/.test(from)) return '/home.html';
  return from;
}
