/**
 * Layout in every language: no built screen scrolls sideways on a 375 px phone in any of the five
 * languages (each language in a theme of its own: the themes change colours, not sizes), with the parts
 * that load as the reader scrolls on the page; and what the scripts' own rules ask of a label.
 */
import type { Page } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { expect, newPhone, sendCode, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';

const THEMES = ['normal', 'dark', 'grey'] as const;

/**
 * Scrolls to the foot (what loads near the viewport comes), then names what does not fit the screen: a
 * page wider than it, or an element cut at either edge (a centred row wider than the screen is cut on the
 * left, where no scrolling reaches it). Elements inside a row that scrolls or clips on purpose (column
 * tabs, carousels) are judged by that row; visually hidden texts (1 px) are not judged.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const clipsX = (element: Element) => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow !== 'visible';
    };
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      let parent = element.parentElement;
      while (parent && parent !== document.body && !clipsX(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body) continue;
      const text = (element.textContent ?? '').trim().slice(0, 24);
      found.push(
        `${element.tagName.toLowerCase()}.${element.getAttribute('class')} "${text}" ${Math.round(box.left)}..${Math.round(box.right)}`,
      );
    }
    return found.slice(0, 5);
  });
}

test.describe('no screen scrolls sideways on a 375 px phone', () => {
  test.describe.configure({ mode: 'parallel' });
  // each language's screens in parts of at most 16: a test stays well inside its time as screens are added
  const PART = 16;
  const parts = Array.from({ length: Math.ceil(BUILT_SCREENS.length / PART) }, (_, index) =>
    BUILT_SCREENS.slice(index * PART, (index + 1) * PART),
  );
  LOCALES.forEach((locale, index) => {
    const theme = THEMES[index % THEMES.length];
    parts.forEach((screens) =>
      test(`${locale}, ${theme} theme, screens ${screens[0]} to ${screens.at(-1)}`, async ({ page, open }) => {
        const paths = await screenPaths();
        const wide: string[] = [];
        for (const screen of screens) {
          const path = paths[screen]!;
          await open(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}&theme=${theme}`);
          for (const problem of await sidewaysOverflow(page)) wide.push(`${screen}: ${problem}`);
        }
        expect(wide).toEqual([]);
      }),
    );
  });
});

test('Tibetan credits end in one shad, as the script writes them', async ({ page, open }) => {
  await open('/newsDetail/1/10001.html?lang=bo');
  const credits = page.getByTestId('credits');
  await expect(credits).toContainText('རྩོམ་སྒྲིག་པ།');
  expect(await credits.innerText()).not.toMatch(/།\s*།/);
});

test.describe('with the open-app bar', () => {
  test.use({ openAppBar: true });

  test('the login form in English, German and French: placeholders fit their fields; a new number’s password fields leave the button clear of the open-app bar', async ({
    page,
    open,
  }) => {
    for (const locale of ['en', 'de', 'fr']) {
      await open(`/login.html?lang=${locale}`);
      await expect(page.getByTestId('image-code')).toBeVisible();
      // the width of each placeholder in its field's font, against the room the field gives its text
      const clipped = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        return [...document.querySelectorAll<HTMLInputElement>('form input[placeholder]')].flatMap((input) => {
          const style = getComputedStyle(input);
          context.font = `${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width > room ? [input.placeholder] : [];
        });
      });
      expect(clipped, locale).toEqual([]);
      if (locale !== 'fr') continue;
      // French: the open-app bar's pitch takes two lines
      await sendCode(page, newPhone());
      await expect(page.locator('input[name=password]')).toBeVisible();
      const submit = page.getByTestId('login-submit');
      await expect(submit).toBeInViewport();
      const [button, bar] = await Promise.all([submit.boundingBox(), page.getByTestId('open-in-app').boundingBox()]);
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y + 0.5);
    }
  });
});
