/**
 * The reader's text size for article bodies (spec §9: the font-size step is configurable): four steps,
 * remembered on the device (localStorage), applied by an inline <head> script before the first paint
 * (html[data-text-size]), so a page cached for everyone opens at the reader's size without a shift.
 */

/** The steps, as multiples of the body's size; index 1 is the standard one. */
export const TEXT_SIZE_STEPS = [0.9, 1, 1.15, 1.3] as const;
export const STANDARD_TEXT_SIZE = 1;
export const TEXT_SIZE_KEY = 'text-size';

/** A kept step, or the standard one for anything else. */
export function parseTextSize(value: string | null | undefined): number {
  const step = Number(value);
  return value && Number.isInteger(step) && step >= 0 && step < TEXT_SIZE_STEPS.length ? step : STANDARD_TEXT_SIZE;
}

/** Puts the step on the page (and keeps it on the device). */
export function applyTextSize(step: number, keep = true): void {
  const root = document.documentElement;
  if (step === STANDARD_TEXT_SIZE) root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', String(step));
  if (!keep) return;
  try {
    if (step === STANDARD_TEXT_SIZE) window.localStorage.removeItem(TEXT_SIZE_KEY);
    else window.localStorage.setItem(TEXT_SIZE_KEY, String(step));
  } catch {
    // storage blocked: the size lasts this page
  }
}

/** The inline <head> script: the kept step on <html> before anything is drawn. */
export const TEXT_SIZE_SCRIPT = `(function(){try{var s=localStorage.getItem('${TEXT_SIZE_KEY}');if(/^[0-${TEXT_SIZE_STEPS.length - 1}]$/.test(s)&&s!=='${STANDARD_TEXT_SIZE}')document.documentElement.setAttribute('data-text-size',s)}catch(e){}})();`;
