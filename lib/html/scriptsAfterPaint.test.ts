import { JSDOM } from 'jsdom';
import { APP_ALIVE_EVENT } from './appAlive';
import { AFTER_PAINT_ATTRIBUTE, loadScriptsAfterPaint } from './scriptsAfterPaint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with npm run bench
const { firstLoadScripts } = require('../../scripts/lib/firstLoad.cjs') as {
  firstLoadScripts: (html: string) => string[];
};

/** A page as Next 16 writes it (the tags React emits, in its order; shortened). */
function nextPage(base = '') {
  const s = (name: string) => `${base}/_next/static/chunks/${name}.js`;
  return [
    '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="http://p.example/media/a.jpg" as="image" fetchPriority="high"/>',
    `<link rel="stylesheet" href="${base}/_next/static/chunks/a.css" data-precedence="next"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${s('boot')}"/>`,
    `<script src="${s('framework')}" async=""></script><script src="${s('main')}" async=""></script>`,
    '<meta name="description" content="d"/><script>/* theme */</script>',
    `<script src="${s('polyfills')}" noModule=""></script></head>`,
    '<body><main><p>正文</p><img src="http://p.example/media/b.jpg" loading="lazy"/>',
    '<button type="button" id="tab"><span>体育</span></button><a href="#top" id="link">top</a>',
    '<form><button id="send">send</button></form></main>',
    `<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script src="${s('boot')}" async=""></script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
  ].join('');
}

describe('loadScriptsAfterPaint', () => {
  it("takes Next's script tags and the bootstrap preload out and lists them, in order, in one loader before </body>", () => {
    const html = loadScriptsAfterPaint(nextPage());
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    expect(html).not.toContain('as="script"');
    expect(firstLoadScripts(html)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(html).toMatch(
      new RegExp(
        `<script ${AFTER_PAINT_ATTRIBUTE}='[^']*'>\\(function\\(d,w\\)\\{.*\\}\\)\\(document,window\\)</script></body></html>$`,
      ),
    );
  });

  it('keeps everything else as it was: the picture preload, styles, inline scripts, the nomodule polyfills, the body', () => {
    const before = nextPage();
    const after = loadScriptsAfterPaint(before);
    const rest = (html: string) =>
      html
        .replace(/<script src="[^"]*" async=""><\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*>/g, '')
        .replace(/<script data-scripts-after-paint[^>]*>.*?<\/script>/, '');
    expect(rest(after)).toBe(rest(before));
    expect(after).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(after).toContain('<script id="_R_">');
  });

  it('finds the scripts under a base path and from an asset host', () => {
    expect(firstLoadScripts(loadScriptsAfterPaint(nextPage('/m')))).toEqual([
      '/m/_next/static/chunks/framework.js',
      '/m/_next/static/chunks/main.js',
      '/m/_next/static/chunks/boot.js',
    ]);
    expect(firstLoadScripts(loadScriptsAfterPaint(nextPage('https://cdn.example')))).toHaveLength(3);
  });

  it.each([
    ['a page without scripts of Next', '<html><head></head><body><p>x</p></body></html>'],
    ['a page without </body>', '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head>'],
    ['a script from elsewhere', '<html><body><script src="https://x.example/a.js" async=""></script></body></html>'],
    ['an RSC payload', '0:{"P":null,"b":"x"}\n1:"$Sreact.fragment"'],
  ])('leaves %s alone', (_name, html) => {
    expect(loadScriptsAfterPaint(html)).toBe(html);
  });

  it('is idempotent', () => {
    const once = loadScriptsAfterPaint(nextPage());
    expect(loadScriptsAfterPaint(once)).toBe(once);
  });

  it('escapes the list for its attribute, and the browser reads it back', () => {
    const odd = "/_next/static/chunks/it's&more.js";
    const html = loadScriptsAfterPaint(
      `<html><head></head><body><script src="${odd}" async=""></script></body></html>`,
    );
    expect(html).toContain('&#39;s&amp;more');
    const script = new JSDOM(html).window.document.querySelector(`[${AFTER_PAINT_ATTRIBUTE}]`);
    expect(JSON.parse(script?.getAttribute(AFTER_PAINT_ATTRIBUTE) ?? '')).toEqual([odd]);
    expect(firstLoadScripts(html)).toEqual([odd]);
  });
});

describe('the loader, in a browser', () => {
  type Paint = { name: string };
  /** A window whose PerformanceObserver reports paints when told to. */
  function open({
    paintTiming = true,
    hidden = false,
    prerendering = false,
  }: { paintTiming?: boolean; hidden?: boolean; prerendering?: boolean } = {}) {
    const observers: ((entries: Paint[]) => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const dom = new JSDOM(loadScriptsAfterPaint(nextPage()), {
      runScripts: 'dangerously',
      beforeParse(window) {
        class FakeObserver {
          static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
          constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
          observe() {
            observers.push((entries) =>
              this.callback({ getEntriesByName: (name: string) => entries.filter((e) => e.name === name) }, this),
            );
          }
          disconnect() {
            observers.length = 0;
          }
        }
        Object.assign(window, {
          PerformanceObserver: FakeObserver,
          setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
        });
        Object.defineProperty(window.document, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        if (prerendering) Object.defineProperty(window.document, 'prerendering', { value: true });
      },
    });
    const added = () =>
      [...dom.window.document.head.querySelectorAll('script[src]')]
        .filter((script) => !script.hasAttribute('nomodule'))
        .map((script) => script.getAttribute('src'));
    const paint = (name: string) => observers.forEach((report) => report([{ name }]));
    return { dom, added, paint, timers };
  }

  const ALL = ['/_next/static/chunks/framework.js', '/_next/static/chunks/main.js', '/_next/static/chunks/boot.js'];

  it('adds the scripts to <head>, async and in order, when the first contentful paint is reported, once', () => {
    const { dom, added, paint } = open();
    expect(added()).toEqual([]);
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual(ALL);
    const scripts = [...dom.window.document.head.querySelectorAll('script[src]:not([nomodule])')];
    expect(scripts.map((script) => script.hasAttribute('async'))).toEqual([true, true, true]);
    paint('first-contentful-paint');
    dom.window.document.dispatchEvent(new dom.window.Event('visibilitychange'));
    expect(added()).toEqual(ALL);
  });

  it.each([
    ['without paint timing (old WebViews)', { paintTiming: false }],
    ['in a hidden tab (it would not paint)', { hidden: true }],
    ['while prerendered', { prerendering: true }],
  ])('adds them at once %s', (_name, options) => {
    expect(open(options).added()).toEqual(ALL);
  });

  it('adds them when the page is hidden before it painted', () => {
    const { dom, added } = open();
    dom.window.document.dispatchEvent(new dom.window.Event('visibilitychange'));
    expect(added()).toEqual(ALL);
  });

  it('adds them after 3 s whatever happened', () => {
    const { added, timers } = open();
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    expect(added()).toEqual([]);
    timers[0]?.run();
    expect(added()).toEqual(ALL);
  });

  /** Counts the clicks each element of the page receives (its own handler, as React's would). */
  function clicks(document: Document) {
    const count: Record<string, number> = {};
    for (const id of ['tab', 'link', 'send']) {
      const element = document.getElementById(id)!;
      element.addEventListener('click', (event) => {
        count[id] = (count[id] ?? 0) + 1;
        event.preventDefault();
      });
    }
    return count;
  }

  it('holds taps on buttons until the app is alive, then replays each once; links and forms work at once', () => {
    const { dom, paint } = open();
    const { document } = dom.window;
    const count = clicks(document);
    document.querySelector<HTMLElement>('#tab span')!.click();
    document.getElementById('tab')!.click();
    document.getElementById('link')!.click();
    document.getElementById('send')!.click();
    expect(count).toEqual({ link: 1, send: 1 });
    paint('first-contentful-paint');
    expect(count).toEqual({ link: 1, send: 1 });
    document.dispatchEvent(new dom.window.Event(APP_ALIVE_EVENT));
    expect(count).toEqual({ link: 1, send: 1, tab: 1 });
    // alive: taps go straight to the page
    document.getElementById('tab')!.click();
    document.dispatchEvent(new dom.window.Event(APP_ALIVE_EVENT));
    expect(count).toEqual({ link: 1, send: 1, tab: 2 });
  });

  it('stops holding taps 10 s after adding the scripts when the app never says it is alive', () => {
    const { dom, paint, timers } = open();
    const { document } = dom.window;
    const count = clicks(document);
    paint('first-contentful-paint');
    document.getElementById('tab')!.click();
    expect(count).toEqual({});
    const cap = timers.find((timer) => timer.ms === 10_000);
    expect(cap).toBeDefined();
    cap!.run();
    expect(count).toEqual({ tab: 1 });
    document.getElementById('tab')!.click();
    expect(count).toEqual({ tab: 2 });
  });
});
