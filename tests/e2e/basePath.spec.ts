/**
 * Every built screen served under a base path (/m): it answers, and everything of ours that it loads or
 * names stays under the base path and is found: scripts, styles, pictures, fonts, the data of client
 * navigations, links, forms. Only the base-path project runs this file (playwright.config.ts); the other
 * tests about addresses carry the PATHS tag.
 */
import { expect, PATHS, SCREEN_BUDGET_MS, scrollToFoot, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';

test.describe('under the base path', PATHS, () => {
  test.describe.configure({ mode: 'parallel' });
  // the screens in parts of at most 8 on one page each: a test's set-up costs more than a screen's check
  const PART = 8;
  const parts = Array.from({ length: Math.ceil(BUILT_SCREENS.length / PART) }, (_, index) =>
    BUILT_SCREENS.slice(index * PART, (index + 1) * PART),
  );
  for (const screens of parts)
    test(`screens ${screens[0]} to ${screens.at(-1)}`, async ({ page, basePath, baseURL }) => {
      test.setTimeout(screens.length * SCREEN_BUDGET_MS);
      expect(basePath).not.toBe('');
      const origin = new URL(baseURL!).origin;
      const ours = (address: URL) => address.origin === origin;
      const underBasePath = (address: URL) =>
        address.pathname === basePath || address.pathname.startsWith(`${basePath}/`);
      const paths = await screenPaths();
      let screen = '';
      const outside: string[] = [];
      const missing: string[] = [];
      page.on('request', (request) => {
        const address = new URL(request.url());
        if (ours(address) && !underBasePath(address)) outside.push(`${screen} asked for ${address.pathname}`);
      });
      page.on('response', (response) => {
        const address = new URL(response.url());
        if (ours(address) && response.status() >= 400)
          missing.push(`${screen}: ${response.status()} ${address.pathname}`);
      });

      for (screen of screens) {
        await page.goto(`${basePath}${paths[screen]!}`);
        await page.waitForLoadState('load');
        // what loads near the viewport (comments, the like bar, related lists) names addresses too
        await scrollToFoot(page);
        expect(underBasePath(new URL(page.url())), `${screen} ended at ${page.url()}`).toBe(true);

        // each element's own address and how it reads, for the message; a preconnect names an origin, not
        // a path (Next's own for the local fonts names "/")
        const named = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'a[href], link[href]:not([rel=preconnect]):not([rel=dns-prefetch]), img[src], script[src], form[action], video[poster]',
            ),
          ].map((element) => {
            const { href, src, action, poster } = element as HTMLAnchorElement &
              HTMLImageElement &
              HTMLFormElement &
              HTMLVideoElement;
            return { address: href || src || action || poster, html: element.outerHTML.slice(0, 120) };
          }),
        );
        for (const { address, html } of named) {
          if (!/^https?:/.test(address)) continue;
          const url = new URL(address);
          if (ours(url) && !underBasePath(url)) outside.push(`${screen} names ${url.pathname}: ${html}`);
        }
      }
      expect(outside).toEqual([]);
      expect(missing).toEqual([]);
    });
});
