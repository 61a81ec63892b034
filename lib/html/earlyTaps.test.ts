import { JSDOM } from 'jsdom';
import { APP_ALIVE_EVENT, HOLD_EARLY_TAPS } from './earlyTaps';

/** A page with the held-taps script in its head, a tab button, a link and a form's button. */
function open() {
  const timers: { run: () => void; ms: number }[] = [];
  const dom = new JSDOM(
    [
      `<!DOCTYPE html><html><head><script>${HOLD_EARLY_TAPS}</script></head><body>`,
      '<button type="button" id="tab"><span>体育</span></button><a href="#top" id="link">top</a>',
      '<form><button id="send">send</button></form></body></html>',
    ].join(''),
    {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, { setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }) });
      },
    },
  );
  const { document } = dom.window;
  // each element counts the clicks it receives, as React's handler would
  const count: Record<string, number> = {};
  for (const id of ['tab', 'link', 'send'])
    document.getElementById(id)!.addEventListener('click', (event) => {
      count[id] = (count[id] ?? 0) + 1;
      event.preventDefault();
    });
  const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
  return { dom, document, count, click, timers };
}

it('holds taps on buttons until the app is alive, then replays each once; links and forms work at once', () => {
  const { dom, document, count, click } = open();
  click('#tab span');
  click('#tab');
  click('#link');
  click('#send');
  expect(count).toEqual({ link: 1, send: 1 });
  document.dispatchEvent(new dom.window.Event(APP_ALIVE_EVENT));
  expect(count).toEqual({ link: 1, send: 1, tab: 1 });
  // alive: taps go straight to the page
  click('#tab');
  document.dispatchEvent(new dom.window.Event(APP_ALIVE_EVENT));
  expect(count).toEqual({ link: 1, send: 1, tab: 2 });
});

it('stops holding taps 10 s after the page has loaded when the app never says it is alive', () => {
  const { dom, count, click, timers } = open();
  click('#tab');
  expect(count).toEqual({});
  dom.window.dispatchEvent(new dom.window.Event('load'));
  const cap = timers.find((timer) => timer.ms === 10_000);
  expect(cap).toBeDefined();
  cap!.run();
  expect(count).toEqual({ tab: 1 });
  click('#tab');
  expect(count).toEqual({ tab: 2 });
});
