/**
 * What a 375 px phone must hold in every language (tests/e2e/layout.spec.ts; a11y.spec.ts for the two
 * languages it opens anyway): nothing wider than the screen.
 */
import type { Page } from '@playwright/test';

/** The language and theme of each screen's two accessibility scans, whose pages are judged for width too. */
export const SCANNED_LANGUAGES = [
  { locale: 'cn', theme: 'normal' },
  { locale: 'en', theme: 'dark' },
] as const;

/**
 * Names what does not fit the screen, on a page whose parts that load near the viewport are there: a page
 * wider than it, or an element cut at either edge (a centred row wider than the screen is cut on the left,
 * where no scrolling reaches it). Elements inside a row that scrolls or clips on purpose (column tabs,
 * carousels) are judged by that row; visually hidden texts (1 px) are not judged.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
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
