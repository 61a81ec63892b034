/**
 * Starts what the browser tests need: a freshly seeded reference platform (its own empty data folder),
 * and `next start` twice — the normal build and the build with a base path — on the ports chosen in
 * playwright.config.ts. A small control server lets the resilience test stop and start the platform.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with the start script
const { ensureBuild, startNext, startPlatform, stop } = require('../../scripts/lib/processes.cjs');

type Child = import('node:child_process').ChildProcess;

export default async function globalSetup(_config: FullConfig) {
  const [platformPort, rootPort, basedPort, controlPort, securePort] = process.env
    .E2E_PORTS!.split(',')
    .map(Number) as [number, number, number, number, number];
  const basePath = '/m';
  const platformUrl = `http://localhost:${platformPort}`;
  ensureBuild({ distDir: '.next' });
  ensureBuild({ distDir: '.next-based', basePath });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-platform-'));
  // every server's log of the whole run, which tests/e2e/serverLogs.spec.ts reads at the end
  const logDir = path.join(process.cwd(), 'test-results', 'server-logs');
  rmSync(logDir, { recursive: true, force: true });
  const logFile = (name: string) => path.join(logDir, `${name}.log`);
  // the platform's signed change notices reach the three front ends (scripts/start.mjs does the same)
  const revalidateSecret = randomBytes(24).toString('hex');
  const platformEnv = {
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_LOG: '1',
    // the resilience tests make calls fail (HTTP 500) or hang (time-out) through /__faults
    PLATFORM_FAULTS: '1',
    PLATFORM_PUBLIC_URL: platformUrl,
    WEB_PUBLIC_URL: `http://localhost:${rootPort}`,
    // the three front ends (root, base path, secure site) call it from the browser
    WEB_ORIGINS: [rootPort, basedPort, securePort].map((port) => `http://localhost:${port}`).join(','),
    REVALIDATE_WEBHOOK_URLS: [
      `${rootPort}/api/revalidate`,
      `${basedPort}${basePath}/api/revalidate`,
      `${securePort}/api/revalidate`,
    ]
      .map((address) => `http://localhost:${address}`)
      .join(','),
    REVALIDATE_SECRET: revalidateSecret,
  };
  let platform: Child = await startPlatform({
    port: platformPort,
    env: platformEnv,
    quiet: true,
    logFile: logFile('platform'),
  });
  const webEnv = { PLATFORM_URL: platformUrl, REVALIDATE_SECRET: revalidateSecret };
  const [root, based, secure]: Child[] = await Promise.all([
    startNext({
      port: rootPort,
      distDir: '.next',
      env: { ...webEnv, PUBLIC_URL: `http://localhost:${rootPort}` },
      quiet: true,
      logFile: logFile('web-root'),
    }),
    startNext({
      port: basedPort,
      distDir: '.next-based',
      basePath,
      env: { ...webEnv, PUBLIC_URL: `http://localhost:${basedPort}` },
      quiet: true,
      logFile: logFile('web-based'),
    }),
    // the same build reading the second demo site (token mode and signed calls), started with another
    // platform address than the build was made with (the pages' policy comes from this one), the
    // platform's pictures (addressed as localhost) being a picture origin of its own
    startNext({
      port: securePort,
      distDir: '.next',
      env: {
        PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
        IMAGE_ORIGINS: platformUrl,
        PUBLIC_URL: `http://localhost:${securePort}`,
        SITE_ID: '2',
        APP_ID: 'lanhai-secure',
        REVALIDATE_SECRET: revalidateSecret,
      },
      quiet: true,
      logFile: logFile('web-secure'),
    }),
  ]);

  const control = http.createServer((request, response) => {
    const done = (status: number, text: string) => response.writeHead(status).end(text);
    if (request.url === '/platform/stop')
      return void stop(platform).then(
        () => done(200, 'stopped'),
        (e: Error) => done(500, e.message),
      );
    if (request.url === '/platform/start')
      return void startPlatform({
        port: platformPort,
        env: platformEnv,
        quiet: true,
        logFile: logFile('platform'),
      }).then(
        (child: Child) => {
          platform = child;
          done(200, 'started');
        },
        (e: Error) => done(500, e.message),
      );
    done(404, 'no');
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  return async () => {
    control.close();
    await Promise.all([stop(root), stop(based), stop(secure), stop(platform)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
