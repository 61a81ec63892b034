/**
 * instrumentation.ts hands the patched Next (scripts/lib/patchNext.cjs) the HTML transform on Node, and
 * nothing elsewhere (the edge runtime has no sendRenderResult of ours).
 */
import { register } from '../../instrumentation';
import { HTML_TRANSFORM, loadScriptsAfterPaint } from '../../lib/html/scriptsAfterPaint';

const registry = globalThis as Record<symbol, unknown>;
const runtime = process.env.NEXT_RUNTIME;

afterEach(() => {
  delete registry[HTML_TRANSFORM];
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
});

it('registers loadScriptsAfterPaint on Node', async () => {
  process.env.NEXT_RUNTIME = 'nodejs';
  await register();
  expect(registry[HTML_TRANSFORM]).toBe(loadScriptsAfterPaint);
  expect(HTML_TRANSFORM).toBe(Symbol.for('news-mobile-web.transformHtml'));
});

it('registers nothing on the edge runtime', async () => {
  process.env.NEXT_RUNTIME = 'edge';
  await register();
  expect(registry[HTML_TRANSFORM]).toBeUndefined();
});
