/**
 * A page's JavaScript is fetched and run after the browser has shown the page's first paint.
 *
 * Next writes every script of a page as `<script src="…/_next/static/…js" async="">`, in <head>: the
 * browser fetches them at once and runs each as soon as it arrives. On a fast network that is before the
 * first paint, so the compiling, running and hydrating of about 150 KB of JavaScript holds the paint of
 * the article back; on a slow one, the scripts share the reader's bandwidth with the lead picture.
 * Lighthouse's simulated LCP counts every script that ran before the paint it observed (half of its runs
 * here: 1.7–2.4 s), and none that ran after (1.1–1.3 s).
 *
 * So every such script tag (and React's low-priority preload of the bootstrap script) is taken out of the
 * HTML and one small inline script before </body> adds the same scripts to <head>, in the same order, as
 * soon as the browser reports the first contentful paint (a PerformanceObserver, which also sees a paint
 * that came before it ran). The scripts were async already, so their order never mattered. It adds them at
 * once when the browser has no paint timing (old WebViews), when the page is hidden or prerendered (it
 * will not paint: hydrate it as before, so it is ready when shown), when it becomes hidden, and after 3 s
 * whatever happened. The page itself is whole without JavaScript (every screen renders on the server);
 * what waits is its interactivity: about a frame on a fast network, the time from the parsed HTML to the
 * first paint on a slow one, while the lead picture gets the bandwidth. A tap on a button in that time
 * (a column tab, "load more") is held and replayed once the app is alive, instead of being lost.
 *
 * Applied to every HTML page Next sends from its cache (all our pages: htmlLimitedBots renders them
 * whole), once per cached page: instrumentation.ts registers it for the patched sendRenderResult of
 * scripts/lib/patchNext.cjs. Streamed pages (previews, dynamic ones) keep Next's script tags.
 */

import { APP_ALIVE_EVENT } from './appAlive';

/** The attribute of the inline loader that carries the scripts' addresses (JSON). */
export const AFTER_PAINT_ATTRIBUTE = 'data-scripts-after-paint';

/** Where instrumentation.ts puts the transform for the patched Next (scripts/lib/patchNext.cjs). */
export const HTML_TRANSFORM = Symbol.for('news-mobile-web.transformHtml');

/** React's tag for a preinitialised script of Next's, and its preload of the bootstrap script. */
const SCRIPT_TAG = /<script src="([^"<>]*\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;

/**
 * The loader (ES5: it runs in every browser that reaches us; kept small: it is in every page).
 *   - `go` adds the scripts, once: at the first contentful paint, or at once where there will be no paint
 *     to wait for, or when the page is hidden, or after 3 s.
 *   - `early` holds a tap on a button (not a link, not a form's button: those work without the app) that
 *     comes before the app is alive, so that it is not lost: `live` replays the held taps, once each, when
 *     the app says it is alive (APP_ALIVE_EVENT, lib/html/appAlive.ts), or 10 s after the scripts were
 *     added if it never does (a page without the app's providers), and stops holding.
 */
const LOADER = [
  '(function(d,w){',
  `var s=JSON.parse(d.currentScript.getAttribute('${AFTER_PAINT_ATTRIBUTE}')),done=0,q=[],alive=0;`,
  "function early(e){var b=e.target&&e.target.closest&&e.target.closest('button,[role=button],[role=tab]');",
  "if(!b||b.disabled||b.closest('form')||b.hasAttribute('form'))return;",
  'e.preventDefault();e.stopImmediatePropagation();if(q.indexOf(b)<0)q.push(b)}',
  "function live(){if(alive)return;alive=1;w.removeEventListener('click',early,true);",
  'for(var i=0;i<q.length;i++)if(q[i].isConnected)q[i].click();q=[]}',
  `w.addEventListener('click',early,true);d.addEventListener('${APP_ALIVE_EVENT}',live);`,
  'function go(){if(done)return;done=1;for(var i=0;i<s.length;i++){',
  "var e=d.createElement('script');e.src=s[i];e.setAttribute('async','');d.head.appendChild(e)}",
  'setTimeout(live,10000)}',
  'var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;',
  "if(!t||t.indexOf('paint')<0||d.visibilityState!=='visible'||d.prerendering)return go();",
  "try{new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})",
  ".observe({type:'paint',buffered:true})}catch(x){return go()}",
  "d.addEventListener('visibilitychange',go);setTimeout(go,3000)",
  '})(document,window)',
].join('');

/** An attribute value in single quotes: the JSON's own quotes stay as they are. */
const attributeValue = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The page with its Next scripts loaded after the first paint; the page itself when it has none of them
 * or no </body> to put the loader before (then nothing is changed).
 */
export function loadScriptsAfterPaint(html: string): string {
  if (!html.includes('</body>')) return html;
  const sources: string[] = [];
  const withoutScripts = html.replace(SCRIPT_TAG, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const loaded = new Set(sources);
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (tag, source: string) =>
    loaded.has(source) ? '' : tag,
  );
  const bodyEnd = withoutPreloads.lastIndexOf('</body>');
  const loader = `<script ${AFTER_PAINT_ATTRIBUTE}='${attributeValue(JSON.stringify(sources))}'>${LOADER}</script>`;
  return `${withoutPreloads.slice(0, bodyEnd)}${loader}${withoutPreloads.slice(bodyEnd)}`;
}
