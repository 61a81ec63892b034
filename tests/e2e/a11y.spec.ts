/**
 * Accessibility of every built screen (screens/, one by one), as axe-core judges it in the browser, with the
 * parts that load as the reader scrolls (comments, the like bar, related lists) on the page: no critical and
 * no serious violation. Light in Chinese with axe's default rules and the one that checks a control's name
 * holds its visible words (WCAG 2.5.3, run only on request); then dark in English with the rules whose
 * verdict a theme or a language can change (colours, names, languages, sizes of controls). On the light
 * page, the keyboard: every control of the screen is reached by Tab and shows where the focus is. On both,
 * nothing wider than the 375 px phone (reflow, WCAG 1.4.10; layout.spec.ts judges the other languages).
 */
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, logIn, newPhone, previewLinkToken, scrollToFoot, test, untilAlive } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';
import { SCANNED_LANGUAGES, sidewaysOverflow } from './sideways';

/** The rules whose verdict depends on colours, words or the page's language; the rest read structure. */
const THEME_AND_LANGUAGE_RULES = [
  'color-contrast',
  'link-in-text-block',
  'label-content-name-mismatch',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'button-name',
  'link-name',
  'input-button-name',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'label',
  'select-name',
  'frame-title',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-dialog-name',
  'empty-heading',
  'target-size',
];

/**
 * Opens an address as a reader's first visit shows it (the open-app bar included), then scrolls to the foot
 * of the page and back, so what loads near the viewport (comments, the like bar, the next page of a list)
 * is there. One jump: a list's further pages are more of the same cards, and judging them doubled the
 * time of the long pages (home's feed) under a busy machine.
 */
async function openEverything(page: Page, address: string) {
  await page.goto(address);
  await page.waitForLoadState('load');
  await scrollToFoot(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Where the focus landed: the control, and whether it shows a ring. */
interface Focus {
  label: string;
  key: string;
  visible: boolean;
}

/**
 * Tabs through the page's controls (up to 40) from the top; names those that show no focus ring. Each
 * focus is noted in the page as it lands (a `focusin` listener), and the notes are read once at the end:
 * one round trip per key instead of two.
 */
async function controlsWithoutFocusRing(page: Page): Promise<string[]> {
  const controls = await page
    .locator('a[href]:visible, button:not([disabled]):visible, input:visible, iframe:visible')
    .count();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const log: Focus[] = [];
    (window as unknown as { focusLog: Focus[] }).focusLog = log;
    const note = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== 'none';
      const label = `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}`;
      log.push({ label, key: element.outerHTML.slice(0, 120), visible: outlined || ringed });
    };
    document.addEventListener('focusin', (event) => note(event.target as HTMLElement));
    // focus entering a frame blurs this window and fires nothing on the frame's element
    window.addEventListener('blur', () => {
      if (document.activeElement instanceof HTMLIFrameElement) note(document.activeElement);
    });
  });
  for (let step = 0; step < Math.min(controls, 40); step++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => (window as unknown as { focusLog: Focus[] }).focusLog);
  const reached = new Set(focused.map((focus) => focus.key));
  if (controls > 0) expect(reached.size, 'Tab reaches the controls').toBeGreaterThan(0);
  return focused.filter((focus) => !focus.visible).map((focus) => focus.label);
}

test('the screen list (screens.ts) names every built screen', async () => {
  expect(Object.keys(await screenPaths()).sort()).toEqual(BUILT_SCREENS);
});

test.describe('axe-core (no critical or serious violation) and the keyboard', () => {
  // a long page (home's feed with its second page: two scans and the Tab walk) takes 84 s on a slow day
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });
  for (const screen of BUILT_SCREENS)
    test(screen, async ({ page, basePath }) => {
      const path = `${basePath}${(await screenPaths())[screen]!}`;
      const [light, dark] = SCANNED_LANGUAGES;
      const address = ({ locale, theme }: (typeof SCANNED_LANGUAGES)[number]) =>
        `${path}${path.includes('?') ? '&' : '?'}lang=${locale}&theme=${theme}`;
      await openEverything(page, address(light));
      const found = await seriousViolations(page);
      const wide = await sidewaysOverflow(page);
      const unmarked = await controlsWithoutFocusRing(page);
      await openEverything(page, address(dark));
      await expect(page.locator('html')).toHaveClass(/theme-dark/);
      // the chrome is in the reader's language (a page of one content says its content's on <html>)
      await expect(page.locator('body[lang="en"], html[lang="en"] > body:not([lang])')).toHaveCount(1);
      found.push(...(await seriousViolations(page, THEME_AND_LANGUAGE_RULES)));
      wide.push(...(await sidewaysOverflow(page)));
      expect(found).toEqual([]);
      expect(unmarked, 'controls that show no focus').toEqual([]);
      expect(wide, 'what is wider than a 375 px phone').toEqual([]);
    });

  test('the comment dialog, asking why a member reports a comment', async ({ page, open }) => {
    await open(`/login.html?from=${encodeURIComponent('/commentAll/10001/0.html')}`);
    await logIn(page, newPhone());
    await expect(page).toHaveURL(/\/commentAll\/10001\/0\.html/);
    // a tap before the page has hydrated does nothing yet
    await untilAlive(page);
    await page.getByTestId('comments-latest').getByTestId('comment-report').first().click();
    await page.getByTestId('dialog-confirm').click();
    await expect(page.getByTestId('report-problem')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // a modal dialog: the keyboard moves within it, and Escape closes it
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('comment-dialog').getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('comment-dialog')).toBeHidden();
  });

  test("an editor's preview of an unpublished article, and the 404 state", async ({ page, basePath }) => {
    const token = await previewLinkToken(10151);
    const found: string[] = [];
    for (const address of [`/newsDetail/10151.html?yl=1&previewToken=${token}`, '/newsDetail/1/99999999.html']) {
      await openEverything(page, `${basePath}${address}`);
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });
});
