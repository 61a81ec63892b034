/**
 * "The page's code runs": the event the root providers dispatch on document once the app has hydrated
 * (components/providers/AppProviders.tsx). The loader of lib/html/scriptsAfterPaint.ts holds the taps on
 * buttons that came before it and replays them then. A module of its own so that client code importing it
 * brings nothing else.
 */
export const APP_ALIVE_EVENT = 'news:alive';

/** Tells the page's loader that the app is alive (once is enough; more are harmless). */
export function signalAppAlive() {
  document.dispatchEvent(new Event(APP_ALIVE_EVENT));
}
