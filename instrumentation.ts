/**
 * Runs once when a Next server starts. On Node it hands the patched sendRenderResult
 * (scripts/lib/patchNext.cjs) what every page goes through before it is sent: the HTML transform (the
 * page's scripts are loaded after its first paint, lib/html/scriptsAfterPaint.ts) and the security headers
 * (lib/security/pageHeaders.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ HTML_TRANSFORM, loadScriptsAfterPaint }, { PAGE_HEADERS, pageHeaders }] = await Promise.all([
    import('./lib/html/scriptsAfterPaint'),
    import('./lib/security/pageHeaders'),
  ]);
  const registry = globalThis as Record<symbol, unknown>;
  registry[HTML_TRANSFORM] = loadScriptsAfterPaint;
  registry[PAGE_HEADERS] = Object.freeze(pageHeaders());
}
