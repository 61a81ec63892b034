/**
 * Playwright against the built app and a freshly seeded platform on free local ports (started by
 * tests/e2e/global-setup.ts), in Debian's Chromium: every test without a base path ("root"), and what
 * concerns paths with one ("based"). The "secure" project reads the second demo site (token mode, signed
 * calls). The "resilience" project stops and restarts the platform, so it runs after them, alone; the
 * "logs" project reads the servers' logs of the whole run, last.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Ports are chosen once, in the main process; workers inherit them through the environment.
if (!process.env.E2E_PORTS) {
  const script = `const { freePort } = require(${JSON.stringify(path.join(__dirname, 'scripts/lib/processes.cjs'))});
    (async () => { const ports = []; for (let n = 0; n < 5; n++) ports.push(await freePort()); console.log(ports.join(',')); })();`;
  process.env.E2E_PORTS = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
const [platformPort, rootPort, basedPort, controlPort, securePort] = process.env.E2E_PORTS.split(',').map(Number);
export const E2E = {
  platformUrl: `http://localhost:${platformPort}`,
  rootUrl: `http://localhost:${rootPort}`,
  basedUrl: `http://localhost:${basedPort}`,
  controlUrl: `http://localhost:${controlPort}`,
  secureUrl: `http://localhost:${securePort}`,
  basePath: '/m',
};
process.env.E2E_PLATFORM_URL = E2E.platformUrl;
process.env.E2E_CONTROL_URL = E2E.controlUrl;

const chromium = {
  ...devices['Pixel 7'],
  viewport: { width: 375, height: 812 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // two cores run three Next servers, the platform and two browsers: leave room under load
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Recording every test's trace is much of the browser tests' time (docs/test-time.md): with CI set (CI,
  // npm test) a failed test runs again and only that run is recorded; without, each test, failures kept.
  // The service worker (docs/offline-reading.md) answers a page's navigations once it runs: the tests that
  // route or count a page's own requests would meet it instead. It is blocked but where a test allows it
  // (tests/e2e/offline.spec.ts, and the Lighthouse audits of the bench).
  use: {
    ...chromium,
    serviceWorkers: 'block',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // every test once; basePath.spec.ts is the base-path project's own
    {
      name: 'root',
      testIgnore: /resilience|secure|basePath|serverLogs/,
      use: { baseURL: E2E.rootUrl },
      metadata: { basePath: '' },
    },
    {
      name: 'based',
      // what concerns paths, under a base path: every screen's own addresses (basePath.spec.ts) and the
      // tests about addresses (the PATHS tag in fixtures.ts)
      testIgnore: /resilience|secure|serverLogs/,
      grep: /@paths/,
      use: { baseURL: E2E.basedUrl },
      metadata: { basePath: E2E.basePath },
    },
    // the second demo site runs the whole protocol: token mode and signed calls
    { name: 'secure', testMatch: /secure/, use: { baseURL: E2E.secureUrl }, metadata: { basePath: '' } },
    {
      name: 'resilience',
      testMatch: /resilience/,
      dependencies: ['root', 'based', 'secure'],
      use: { baseURL: E2E.rootUrl },
      metadata: { basePath: '' },
    },
    // the servers' logs of the whole run, read once everything else has run
    {
      name: 'logs',
      testMatch: /serverLogs/,
      dependencies: ['resilience'],
      use: { baseURL: E2E.rootUrl },
      metadata: { basePath: '' },
    },
  ],
});
