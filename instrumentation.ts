/**
 * Runs once when a Next server starts. On Node it hands the patched sendRenderResult
 * (scripts/lib/patchNext.cjs) the transform every HTML page goes through before it is sent: the page's
 * scripts are loaded after its first paint (lib/html/scriptsAfterPaint.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { HTML_TRANSFORM, loadScriptsAfterPaint } = await import('./lib/html/scriptsAfterPaint');
  (globalThis as Record<symbol, unknown>)[HTML_TRANSFORM] = loadScriptsAfterPaint;
}
