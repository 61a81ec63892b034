// Starting and stopping the reference platform and the Next server: shared by start, tests and benchmarks.
// CommonJS, so that the Playwright setup (TypeScript) and the ESM scripts can both load it.
const { spawn, execFileSync } = require('node:child_process');
const { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { completeStandalone, standaloneServer } = require('./standalone.cjs');

const ROOT = path.resolve(__dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

/** Ports handed out by freePort in this process (each once). */
const given = new Set();

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.on('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port, below the ephemeral range Linux takes its outgoing ports from (32768 and up): waitFor
 * polls a server's port before it listens, and a poll whose outgoing port is the port itself connects to
 * itself (a TCP self-connect) and holds the port, so the server then fails with EADDRINUSE (seen here).
 */
async function freePort() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (!given.has(port) && (await canListen(port))) {
      given.add(port);
      return port;
    }
  }
  throw new Error('no free port between 20000 and 32000');
}

async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A hash of the sources a build is made from (committed, changed and new files; tests and docs left out, as
 * the built app does not hold them): a build is redone when they differ.
 */
function sourceRevision() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
  const sources = ['--', '.', ':(exclude)tests', ':(exclude)docs'];
  try {
    const untracked = git('ls-files', '-z', '--others', '--exclude-standard', ...sources)
      .toString()
      .split('\0')
      .filter(Boolean);
    const sourceState = Buffer.concat([
      git('ls-files', '--stage', ...sources),
      git('diff', ...sources),
      ...untracked.map((file) => Buffer.concat([Buffer.from(`${file}\0`), readFileSync(path.join(ROOT, file))])),
    ]);
    return require('node:crypto').createHash('sha1').update(sourceState).digest('hex').slice(0, 16);
  } catch {
    return 'unknown';
  }
}

/**
 * What a build fixes besides its sources and base path: whether it is a bench build, and then the bare
 * pages' Content-Security-Policy (next.config.ts). Any other build reads the platform's addresses and the
 * policy's origins when it starts (lib/env.ts, lib/security/headers.ts): one build, any environment.
 */
const BENCH_BUILD_ENV = [
  'BENCH_BUILD',
  'PLATFORM_URL',
  'API_BASE',
  'API_SSO',
  'API_NIS',
  'API_ADV',
  'API_MVOD',
  'API_MAM',
  'API_VOTE',
  'FRAME_ANCESTORS',
  'IFRAME_HOSTS',
  'IMAGE_ORIGINS',
];

/**
 * Builds the front end into distDir (`next build`, as any deployer runs it) when no build is there, or when
 * the one there was made for another base path, another bench environment (BENCH_BUILD_ENV) or another
 * commit.
 */
function ensureBuild({ distDir = '.next', basePath = '', force = false, env = {}, log = console.log } = {}) {
  const buildEnv = { ...process.env, ...env };
  const stampFile = path.join(ROOT, distDir, 'build-stamp.json');
  const wanted = {
    basePath,
    env: Object.fromEntries(
      (buildEnv.BENCH_BUILD === '1' ? BENCH_BUILD_ENV : []).map((name) => [name, buildEnv[name] ?? '']),
    ),
    revision: sourceRevision(),
  };
  if (!force && existsSync(path.join(ROOT, distDir, 'BUILD_ID')) && existsSync(stampFile)) {
    const stamp = readFileSync(stampFile, 'utf8');
    if (stamp === JSON.stringify(wanted)) return false;
  }
  log(`[build] next build → ${distDir}${basePath ? ` (base path ${basePath})` : ''}`);
  execFileSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...buildEnv, NEXT_DIST_DIR: distDir, BASE_PATH: basePath, NEXT_TELEMETRY_DISABLED: '1' },
  });
  completeStandalone(distDir);
  writeFileSync(stampFile, JSON.stringify(wanted));
  return true;
}

function pipeWithPrefix(stream, prefix, target) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
}

function launch(name, args, env, { quiet = false, logFile } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    // everything it writes is kept too (the browser tests read the servers' logs)
    mkdirSync(path.dirname(logFile), { recursive: true });
    const file = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
  }
  const prefix = `[${name}]`;
  if (!quiet) {
    pipeWithPrefix(child.stdout, prefix, process.stdout);
    pipeWithPrefix(child.stderr, prefix, process.stderr);
  } else {
    child.stdout.resume();
    pipeWithPrefix(child.stderr, prefix, process.stderr);
  }
  return child;
}

/** Starts the reference platform; resolves once /health answers. */
async function startPlatform({ port, env = {}, fresh = false, quiet = false, logFile }) {
  const args = ['--import', 'tsx', 'platform/src/main.ts', ...(fresh ? ['--fresh'] : [])];
  const child = launch('platform', args, { PLATFORM_PORT: String(port), ...env }, { quiet, logFile });
  await waitFor(`http://localhost:${port}/health`, { child, timeoutMs: 180_000 });
  return child;
}

/**
 * Idle connections stay open longer than any client keeps them (Node's agent 5 s, nginx's upstream 60 s):
 * the client closes first, never the server just as a client sends on the connection (ECONNRESET).
 */
const KEEP_ALIVE_MS = 75_000;

/**
 * V8's young generation for the web server: 64 MB a semi-space instead of Node's 16. Every request to a
 * cached page leaves garbage of about twice its HTML (Node joins the headers to the page's string before
 * writing it), so with the default the server stopped for a scavenge every 45 article requests: 74 µs of
 * each request's time against 20 µs with this (docs/node-heap.md).
 */
const WEB_NODE_OPTIONS = '--max-semi-space-size=64';

/**
 * Starts a build's standalone server (the artefact a deployer runs: `node server.js` and an environment,
 * docs/artefact.md); resolves once it answers.
 */
async function startNext({ port, distDir = '.next', env = {}, quiet = false, basePath = '', logFile }) {
  const child = launch(
    'web',
    [standaloneServer(distDir)],
    {
      PORT: String(port),
      // every address of the machine, IPv6 and IPv4 (as `next start` listens)
      HOSTNAME: '::',
      KEEP_ALIVE_TIMEOUT: String(KEEP_ALIVE_MS),
      BASE_PATH: basePath,
      NEXT_TELEMETRY_DISABLED: '1',
      // SIGTERM drains the instance before it stops (lib/operations/shutdown.ts), not Next's at-once stop
      NEXT_MANUAL_SIG_HANDLE: 'true',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, WEB_NODE_OPTIONS].filter(Boolean).join(' '),
      ...env,
    },
    { quiet, logFile },
  );
  await waitFor(`http://localhost:${port}${basePath}/home.html`, { child, timeoutMs: 60_000 });
  return child;
}

/** Stops a child politely (SIGTERM), then firmly after a grace period. */
function stop(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The demo site for a script that looks at the front end (screenshots, the offline bench): the build
 * (made if needed), a freshly seeded, quiet platform keeping its data in `dataDir`, and the front end, on
 * free ports. The caller stops `web` and `platform`.
 */
async function startDemoSite({ dataDir }) {
  const [platformPort, webPort] = [await freePort(), await freePort()];
  const platformUrl = `http://localhost:${platformPort}`;
  const webUrl = `http://localhost:${webPort}`;
  ensureBuild();
  const platform = await startPlatform({
    port: platformPort,
    fresh: true,
    quiet: true,
    env: { PLATFORM_DATA_DIR: dataDir, PLATFORM_PUBLIC_URL: platformUrl, WEB_PUBLIC_URL: webUrl, PLATFORM_LOG: '0' },
  });
  try {
    const web = await startNext({ port: webPort, quiet: true, env: { PLATFORM_URL: platformUrl, PUBLIC_URL: webUrl } });
    return { platform, web, platformUrl, webUrl };
  } catch (error) {
    await stop(platform);
    throw error;
  }
}

module.exports = { ROOT, freePort, waitFor, ensureBuild, startPlatform, startDemoSite, startNext, stop };
