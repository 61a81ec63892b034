/**
 * instrumentation.ts hands the patched Next (scripts/lib/patchNext.cjs) the HTML transform and the page
 * headers on Node, and nothing elsewhere (the edge runtime has no sendRenderResult of ours).
 */
import { register } from '../../instrumentation';
import { HTML_TRANSFORM, loadScriptsAfterPaint } from '../../lib/html/scriptsAfterPaint';
import { PAGE_HEADERS, pageHeaders } from '../../lib/security/pageHeaders';

const registry = globalThis as Record<symbol, unknown>;
const runtime = process.env.NEXT_RUNTIME;

afterEach(() => {
  delete registry[HTML_TRANSFORM];
  delete registry[PAGE_HEADERS];
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
});

it('registers loadScriptsAfterPaint on Node', async () => {
  process.env.NEXT_RUNTIME = 'nodejs';
  await register();
  expect(registry[HTML_TRANSFORM]).toBe(loadScriptsAfterPaint);
  expect(HTML_TRANSFORM).toBe(Symbol.for('news-mobile-web.transformHtml'));
});

it('registers the security headers of the run-time configuration on Node, frozen', async () => {
  process.env.NEXT_RUNTIME = 'nodejs';
  await register();
  const registered = registry[PAGE_HEADERS] as Record<string, string>;
  expect(registered).toEqual(pageHeaders());
  expect(registered['Content-Security-Policy']).toMatch(/^default-src 'self';.*frame-ancestors 'self'/);
  expect(registered['X-Content-Type-Options']).toBe('nosniff');
  expect(Object.isFrozen(registered)).toBe(true);
  expect(PAGE_HEADERS).toBe(Symbol.for('news-mobile-web.pageHeaders'));
});

it('registers nothing on the edge runtime', async () => {
  process.env.NEXT_RUNTIME = 'edge';
  await register();
  expect(registry[HTML_TRANSFORM]).toBeUndefined();
  expect(registry[PAGE_HEADERS]).toBeUndefined();
});
