// `npm start`: builds the front end if needed, starts the reference platform (embedded database, demo
// content seeded on first start) and the front end (its standalone server: docs/artefact.md), prints the
// address, and stops both on Ctrl-C.
//
// Ports and addresses: PORT (front end, 3000), PLATFORM_PORT (4000), PLATFORM_URL (the platform as the
// front end and the browser reach it), PUBLIC_URL (the front end's public address), BASE_PATH (build time).
// Addresses are read when the front end starts: another PLATFORM_URL needs no new build.
import { randomBytes } from 'node:crypto';
import { ensureBuild, startNext, startPlatform, stop } from './lib/processes.cjs';

const port = Number(process.env.PORT || 3000);
const platformPort = Number(process.env.PLATFORM_PORT || 4000);
const basePath = (process.env.BASE_PATH || '').replace(/\/$/, '');
const platformUrl = process.env.PLATFORM_URL || `http://localhost:${platformPort}`;
const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
// the platform tells the front end what changed (an editor's correction, a reader's post or sign-up)
// through its signed webhook, so that a cached page shows it on the next look
const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');

let platform;
let web;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] stopping…');
  await Promise.all([stop(web), stop(platform)]);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  ensureBuild({ basePath });
  platform = await startPlatform({
    port: platformPort,
    env: {
      PLATFORM_PUBLIC_URL: platformUrl,
      WEB_PUBLIC_URL: `${publicUrl}${basePath}`,
      PLATFORM_LOG: process.env.PLATFORM_LOG ?? '0',
      REVALIDATE_WEBHOOK_URLS: `http://localhost:${port}${basePath}/api/revalidate`,
      REVALIDATE_SECRET: revalidateSecret,
    },
  });
  platform.on(
    'exit',
    (code) => !stopping && (console.error(`[start] the platform stopped (${code})`), void shutdown(1)),
  );
  web = await startNext({
    port,
    basePath,
    env: {
      PLATFORM_URL: platformUrl,
      PUBLIC_URL: publicUrl,
      REVALIDATE_SECRET: revalidateSecret,
    },
  });
  web.on('exit', (code) => !stopping && (console.error(`[start] the front end stopped (${code})`), void shutdown(1)));
  console.log(
    `\n[start] Ready. Open ${publicUrl}${basePath}/home.html  (platform: ${platformUrl}; Ctrl-C stops both)\n`,
  );
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}
