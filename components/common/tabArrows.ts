import type { KeyboardEvent } from 'react';

/**
 * Arrow keys along a tab list (WAI-ARIA tabs pattern): the next or previous tab, round the ends, is chosen
 * and focused. Each tab carries data-tab={its key}.
 */
export function onTabArrows<T extends string>(
  event: KeyboardEvent<HTMLElement>,
  keys: readonly T[],
  current: T,
  choose: (key: T) => void,
): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const next = keys[(keys.indexOf(current) + step + keys.length) % keys.length]!;
  choose(next);
  event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
}
