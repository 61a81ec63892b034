/**
 * A tap on a button before the page's code is running (a column tab, "load more", play) is held and
 * replayed once the app is alive, instead of being lost. The page is whole without JavaScript (every
 * screen renders on the server), so on a slow network a reader can tap before hydration.
 *
 * HOLD_EARLY_TAPS is a tiny inline script in every page's <head>: it holds taps on buttons (not links, not
 * a form's buttons: those work without the app) and replays each once when AppProviders signals that the
 * app is alive (APP_ALIVE_EVENT), or 10 s after the page has loaded if it never does (a page without the
 * app's providers); then it stops holding. ES5: it runs in every browser that reaches us.
 */

/** The event AppProviders dispatches on document once the app has hydrated. */
export const APP_ALIVE_EVENT = 'news:alive';

export const HOLD_EARLY_TAPS = [
  '(function(d,w){var q=[],alive=0;',
  "function early(e){var b=e.target&&e.target.closest&&e.target.closest('button,[role=button],[role=tab]');",
  "if(!b||b.disabled||b.closest('form')||b.hasAttribute('form'))return;",
  'e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}',
  "function live(){if(alive)return;alive=1;w.removeEventListener('click',early,true);",
  'for(var i=0;i<q.length;i++)if(q[i].isConnected)q[i].click();q=[]}',
  `w.addEventListener('click',early,true);d.addEventListener('${APP_ALIVE_EVENT}',live);`,
  "w.addEventListener('load',function(){setTimeout(live,10000)})",
  '})(document,window)',
].join('');

/** Tells the held-taps script that the app is alive (once is enough; more are harmless). */
export function signalAppAlive() {
  document.dispatchEvent(new Event(APP_ALIVE_EVENT));
}
