/**
 * How the current screen was reached: "pop" (browser back/forward) or "push". Kept-alive screens restore
 * their scroll position only when reached by "pop"; every other route change scrolls to the top.
 */
let lastNavigation: 'push' | 'pop' = 'push';

export function markPopNavigation(): void {
  lastNavigation = 'pop';
}

export function markPushNavigation(): void {
  lastNavigation = 'push';
}

export function reachedByPop(): boolean {
  return lastNavigation === 'pop';
}

export function scrollKey(name: string): string {
  return `scroll:${name}`;
}
