/**
 * How the current screen was reached: by the browser's back/forward buttons (a "pop" to this path) or by
 * a link. Kept-alive screens restore their scroll position only after a pop; every other route change
 * scrolls to the top.
 *
 * The popstate listener is registered when this module loads (before the router's) in the capture
 * phase, so the pop is known before the router renders the screen; the screen itself may mount a commit
 * or two later, so the pop is remembered per path until that screen takes it or a link leads elsewhere.
 */
let popPath: string | undefined;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    () => {
      popPath = window.location.pathname;
    },
    true,
  );
}

/** Whether the current location was reached by back/forward (and no screen has taken that yet). */
export function reachedByPop(): boolean {
  return typeof window !== 'undefined' && popPath === window.location.pathname;
}

/** A kept-alive screen takes the pop (so a later link to the same path starts at the top). */
export function takePop(): boolean {
  const popped = reachedByPop();
  popPath = undefined;
  return popped;
}

/** A route change not caused by back/forward. */
export function forgetPop(): void {
  popPath = undefined;
}

export function scrollKey(name: string): string {
  return `scroll:${name}`;
}
