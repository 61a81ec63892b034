'use client';
/**
 * The floating buttons (back to top, to the bottom) show while the reader scrolls; once the page has been
 * still for STILL_MS they stay only where they cover nothing the reader reads or taps: no control (a link,
 * a button, a field) and no text under them. Focused (keyboard) or pressed, they stay.
 */
import { useEffect, useState, type RefObject } from 'react';

export const STILL_MS = 2000;

const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role=button], [role=tab], [tabindex]';

/** Whether a text node of the element draws any of its letters inside the box. */
function textUnder(element: Element, box: DOMRect): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom) return true;
  }
  return false;
}

/** Whether what lies under the button (at its centre and near its corners) is neither a control nor text. */
export function coversNothing(button: HTMLElement): boolean {
  const box = button.getBoundingClientRect();
  const inset = box.width / 4;
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  for (const [x, y] of points) {
    const under = document
      .elementsFromPoint(x!, y!)
      .find((element) => !element.closest('[data-floating]') && element !== document.documentElement);
    if (!under || under === document.body) continue;
    if (under.closest(CONTROL) || textUnder(under, box)) return false;
  }
  return true;
}

/** Whether the floating button should show now (see above). */
export function useOutOfTheWay(button: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const node = button.current;
      setShown(!node || node.matches(':focus-visible, :active') || coversNothing(node));
    };
    const onScroll = () => {
      setShown(true);
      clearTimeout(timer);
      timer = setTimeout(settle, STILL_MS);
    };
    timer = setTimeout(settle, STILL_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [button]);
  return shown;
}
