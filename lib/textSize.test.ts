/** @jest-environment jsdom */
import { applyTextSize, parseTextSize, STANDARD_TEXT_SIZE, TEXT_SIZE_KEY, TEXT_SIZE_SCRIPT } from './textSize';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-text-size');
});

it('reads a kept step, and anything else as the standard one', () => {
  expect(parseTextSize('3')).toBe(3);
  expect(parseTextSize('0')).toBe(0);
  for (const value of [null, undefined, '', '4', '-1', '1.5', 'x'])
    expect(parseTextSize(value)).toBe(STANDARD_TEXT_SIZE);
});

it('puts a step on the page and keeps it; the standard one leaves nothing behind', () => {
  applyTextSize(3);
  expect(document.documentElement.getAttribute('data-text-size')).toBe('3');
  expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBe('3');
  applyTextSize(STANDARD_TEXT_SIZE);
  expect(document.documentElement.hasAttribute('data-text-size')).toBe(false);
  expect(window.localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
});

it('the <head> script puts the kept step on <html>, and nothing for a foreign value', () => {
  window.localStorage.setItem(TEXT_SIZE_KEY, '2');
  new Function(TEXT_SIZE_SCRIPT)();
  expect(document.documentElement.getAttribute('data-text-size')).toBe('2');
  document.documentElement.removeAttribute('data-text-size');
  window.localStorage.setItem(TEXT_SIZE_KEY, '"><script>');
  new Function(TEXT_SIZE_SCRIPT)();
  expect(document.documentElement.hasAttribute('data-text-size')).toBe(false);
});
