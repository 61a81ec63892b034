/**
 * The server's site config cache: fresh for a minute, stale answered at once while refreshing, the last
 * good config (or the defaults) when the platform fails. Against a local server that plays the platform's
 * getConfig, switched between answering, failing and answering something else.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let mode: 'ok' | 'down' | 'changed' = 'ok';
let calls = 0;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    calls++;
    if (mode === 'down') return void response.writeHead(503).end();
    const siteName = mode === 'ok' ? '澜海日报' : '新名字';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 0, data: { siteConfig: { siteName }, locale: 'en' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PLATFORM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  jest.resetModules();
  jest.useRealTimers();
  mode = 'ok';
  calls = 0;
});

const load = () => import('./siteConfig');

/**
 * Waits until `condition` holds or `withinMs` of real time have passed (the background refresh takes
 * what the machine gives it): the assertion that follows says what was expected.
 */
async function until(condition: () => boolean | Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await condition()) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
}

it('fetches once, then answers from memory while fresh', async () => {
  const { loadSiteConfig } = await load();
  expect((await loadSiteConfig()).siteConfig.siteName).toBe('澜海日报');
  await loadSiteConfig();
  expect(calls).toBe(1);
});

it('falls back to the defaults when the platform fails first', async () => {
  mode = 'down';
  const { loadSiteConfig } = await load();
  const config = await loadSiteConfig();
  expect(config.siteConfig.siteName).toBe('');
  expect(config.siteConfig.backTop).toBe(true);
});

it('keeps the last good config through a failure and takes the new one when the platform is back', async () => {
  const { loadSiteConfig, CONFIG_FRESH_MS } = await load();
  const realNow = Date.now;
  let now = realNow();
  Date.now = () => now;
  try {
    await loadSiteConfig();
    mode = 'down';
    now += CONFIG_FRESH_MS + 1;
    expect((await loadSiteConfig()).siteConfig.siteName).toBe('澜海日报'); // stale answer, refresh behind
    await until(() => calls >= 2); // the refresh has reached the failing platform
    await until(async () => (await loadSiteConfig()).siteConfig.siteName !== '澜海日报', 100);
    expect((await loadSiteConfig()).siteConfig.siteName).toBe('澜海日报');
    mode = 'changed';
    now += CONFIG_FRESH_MS;
    await loadSiteConfig();
    await until(async () => (await loadSiteConfig()).siteConfig.siteName === '新名字');
    expect((await loadSiteConfig()).siteConfig.siteName).toBe('新名字');
  } finally {
    Date.now = realNow;
  }
});
