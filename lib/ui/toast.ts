/**
 * A short message over the page (spec §8: "In the app, toasts go through a native toast link instead of a
 * popup"). No React and no styles sheet of its own: nothing is loaded until the first toast.
 */
import { nativeBridge } from '../native/bridge';

export const TOAST_MS = 2000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string): void {
  if (typeof document === 'undefined' || !text) return;
  if (nativeBridge().call('toast', { text })) return;
  let node = document.getElementById('toast');
  if (!node) {
    node = document.createElement('div');
    node.id = 'toast';
    node.className = 'toast';
    node.setAttribute('role', 'status');
    node.setAttribute('aria-live', 'polite');
    node.setAttribute('data-testid', 'toast');
    document.body.appendChild(node);
  }
  node.textContent = text;
  node.hidden = false;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    if (node) node.hidden = true;
  }, TOAST_MS);
}
