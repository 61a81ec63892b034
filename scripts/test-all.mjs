// `npm test`: type check, lint, jest (units, components, platform), production builds (without and with
// a base path), then Playwright against the built app and a freshly seeded platform on free ports, then
// the scale-out topology's tests (tests/cluster: nginx, Redis, PostgreSQL).
// With TEST_POSTGRES_URL set (CI), the platform's tests run a second time against that PostgreSQL.
// Ends with one line: "N passed, N failed", summed over jest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, freePort, ROOT } from './lib/processes.cjs';

const results = path.join(ROOT, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };
const steps = [];
let failedSteps = 0;

/** Notes a step's outcome for the summary; says whether it passed. */
function record(name, status, started) {
  const ok = status === 0;
  if (!ok) failedSteps++;
  steps.push(`${ok ? '✓' : '✗'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

function run(name, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return record(name, result.status, started);
}

/**
 * Runs commands side by side, each one's output held and printed whole when it ends (one core each: the
 * type check and lint take about 30 s apiece). Resolves to whether each passed.
 */
function runTogether(commands) {
  return Promise.all(
    commands.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: ROOT, env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          // a command that cannot start (not installed) fails its step; 'close' follows
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => {
            console.log(`\n▶ ${name}`);
            process.stdout.write(Buffer.concat(output));
            resolve(record(name, status, started));
          });
        }),
    ),
  );
}

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
// two workers: on two cores jest's default (cores − 1) would run every file in one process (docs/test-time.md)
const jest = ['--experimental-vm-modules', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '--maxWorkers=2'];

const [typesChecked] = await runTogether([
  // the service worker is checked with a worker's types (lib/offline/tsconfig.worker.json)
  [
    'type check',
    'sh',
    ['-c', `"${bin('tsc')}" --noEmit && "${bin('tsc')}" --noEmit -p lib/offline/tsconfig.worker.json`],
  ],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
]);
run('jest', process.execPath, [...jest, '--json', `--outputFile=${path.join(results, 'jest.json')}`]);
if (process.env.TEST_POSTGRES_URL)
  run(
    'jest: platform on PostgreSQL',
    process.execPath,
    [...jest, 'platform', '--json', `--outputFile=${path.join(results, 'jest-postgres.json')}`],
    {
      DATABASE_URL: process.env.TEST_POSTGRES_URL,
    },
  );

// The browser tests' ports are chosen before the builds, which name the platform's origin in their
// Content-Security-Policy; playwright.config.ts takes them from E2E_PORTS.
const ports = [];
for (let n = 0; n < 5; n++) ports.push(await freePort());
env.E2E_PORTS = ports.join(',');
// the type check above covers the builds' code: they skip their own (about 30 s each, docs/test-time.md)
const buildEnv = { ...(typesChecked ? { TYPES_CHECKED: '1' } : {}) };

let built = true;
for (const [distDir, basePath] of [
  ['.next', ''],
  ['.next-based', '/m'],
]) {
  const started = Date.now();
  try {
    ensureBuild({ distDir, basePath, force: true, env: buildEnv });
    steps.push(`✓ build ${distDir} (${Math.round((Date.now() - started) / 1000)} s)`);
  } catch {
    built = false;
    failedSteps++;
    steps.push(`✗ build ${distDir}`);
  }
}
if (built) {
  run('playwright', bin('playwright'), ['test']);
  // the scale-out topology (nginx, two instances, Redis, the platform on PostgreSQL) stops and starts
  // its parts: alone, after the browser tests, on the same build
  run('playwright: cluster', bin('playwright'), ['test', '--config', 'tests/cluster/playwright.config.ts']);
} else steps.push('✗ playwright (not run: the build failed)');

let passed = 0;
let failed = 0;
for (const file of ['jest.json', 'jest-postgres.json']) {
  const full = path.join(results, file);
  if (!existsSync(full)) continue;
  const report = JSON.parse(readFileSync(full, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
for (const file of ['playwright.json', 'playwright-cluster.json']) {
  const report = path.join(results, file);
  if (!existsSync(report)) continue;
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

console.log(`\n${steps.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps || failed ? 1 : 0);
