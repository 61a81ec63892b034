/**
 * The screen a public path names, before its parameters are read: "/newsDetail/5/123.html" → "newsDetail",
 * "/" and "/index.html" → "home"; undefined for a path that is no screen's shape. Its own module, so browser
 * code can tell screens apart without the route table (lib/routing/routes.ts parseAppPath reads the rest).
 */
export function screenNameOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '' || pathname === '/index.html') return 'home';
  if (!pathname.startsWith('/') || !pathname.endsWith('.html') || pathname.length > 512) return undefined;
  return pathname.slice(1, -'.html'.length).split('/')[0] || undefined;
}
