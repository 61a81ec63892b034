/**
 * The scale-out topology's tests (scripts/lib/cluster.mjs): nginx, two Next instances sharing a Redis of
 * the test's own (so it can be stopped), and the platform on PostgreSQL. They stop and start parts of it,
 * so they run alone, one at a time, after the browser tests (scripts/test-all.mjs).
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: '../../test-results/cluster',
  reporter: [['list'], ['json', { outputFile: '../../test-results/playwright-cluster.json' }]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update'],
    },
    trace: 'retain-on-failure',
  },
});
