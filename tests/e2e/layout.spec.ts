/**
 * Layout in every language: no built screen scrolls sideways on a 375 px phone in any of the five
 * languages (each language in a theme of its own: the themes change colours, not sizes), with the parts
 * that load as the reader scrolls on the page: German, French and Tibetan here, Chinese and English on the
 * pages of the accessibility scans (a11y.spec.ts); and what the scripts' own rules ask of a label.
 */
import { LOCALES } from '@/lib/i18n/locales';
import { expect, newPhone, SCREEN_BUDGET_MS, scrollToFoot, sendCode, test } from './fixtures';
import { BUILT_SCREENS, screenPaths } from './screens';
import { SCANNED_LANGUAGES, sidewaysOverflow } from './sideways';

const THEMES = ['grey', 'normal', 'dark'] as const;

test.describe('no screen scrolls sideways on a 375 px phone', () => {
  test.describe.configure({ mode: 'parallel' });
  // each language's screens in parts of at most 16: a test stays well inside its time as screens are added
  const PART = 16;
  const parts = Array.from({ length: Math.ceil(BUILT_SCREENS.length / PART) }, (_, index) =>
    BUILT_SCREENS.slice(index * PART, (index + 1) * PART),
  );
  // the languages the accessibility scans open (a11y.spec.ts) are judged there, on the same pages
  const scanned: readonly string[] = SCANNED_LANGUAGES.map(({ locale }) => locale);
  LOCALES.filter((locale) => !scanned.includes(locale)).forEach((locale, index) => {
    const theme = THEMES[index % THEMES.length];
    parts.forEach((screens) =>
      test(`${locale}, ${theme} theme, screens ${screens[0]} to ${screens.at(-1)}`, async ({ page, open }) => {
        test.setTimeout(screens.length * SCREEN_BUDGET_MS);
        const paths = await screenPaths();
        const wide: string[] = [];
        for (const screen of screens) {
          const path = paths[screen]!;
          await open(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}&theme=${theme}`);
          await scrollToFoot(page);
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
