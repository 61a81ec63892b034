// @ts-check
/**
 * The scale-out topology on one machine (docs/scale-out.md): nginx in front (scripts/lib/nginxConfig.mjs),
 * two or more `next start` instances sharing one page cache in Redis (lib/cache/sharedPageCache.mjs), the
 * reference platform on PostgreSQL, telling the instances about editors' changes through the signed
 * webhook (app/api/revalidate). Used by `npm run start:cluster`, the cluster tests and `npm run bench:cluster`,
 * which also stop and start its parts to see what a reader gets meanwhile.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import processes from './processes.cjs';
import { FAIL_TIMEOUT_S, nginxConfig } from './nginxConfig.mjs';

const { ROOT, ensureBuild, startNext, startPlatform, stop, waitFor } = processes;

/**
 * @typedef {object} ClusterOptions
 * @property {number} port nginx's port (the readers' address)
 * @property {number[]} instancePorts one `next start` per port
 * @property {number} platformPort
 * @property {string} databaseUrl the platform's PostgreSQL (created and seeded when missing)
 * @property {string} redisUrl the shared page cache
 * @property {string} [dir] nginx's folder (cache, logs), emptied at start
 * @property {string} [staticDir] files nginx serves at /_static/ (the bench's yardstick)
 * @property {boolean} [quiet] keep the instances' and the platform's logs out of the output
 * @property {boolean} [freshDatabase] drop and seed the platform's database again
 * @property {Record<string, string>} [platformEnv] more of the platform's settings (PLATFORM_FAULTS…)
 * @property {boolean} [accessLog] nginx writes {dir}/access.log: path, status, cache status, instance
 * @property {number[]} [metricsPorts] each instance's metrics port (METRICS_PORT; default its port + 1000)
 * @property {number} [platformMetricsPort] the platform's (PLATFORM_METRICS_PORT; default its port + 1000)
 * @property {string} [otlpEndpoint] where the instances and the platform send their traces (OTLP/HTTP, JSON)
 */

/** Refuses a port something else holds: a server left over would answer in place of ours. */
function assertFree(/** @type {number} */ port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () => reject(new Error(`port ${port} is taken: stop what listens there`)));
    server.listen(port, () => server.close(resolve));
  });
}

/** @param {ClusterOptions} options */
export async function startCluster(options) {
  const { port, instancePorts, platformPort, databaseUrl, redisUrl, quiet = false } = options;
  const dir = options.dir ?? path.join(ROOT, '.cluster');
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is missing: apt-get install -y nginx');

  for (const taken of [port, platformPort, ...instancePorts]) await assertFree(taken);

  const publicUrl = `http://localhost:${port}`;
  const platformUrl = `http://localhost:${platformPort}`;
  const secret = process.env.REVALIDATE_SECRET || randomBytes(24).toString('hex');
  const editorToken = process.env.PLATFORM_EDITOR_TOKEN || randomBytes(12).toString('hex');
  const refreshToken = randomBytes(16).toString('hex');
  ensureBuild();

  /** @type {{ platform?: import('node:child_process').ChildProcess, nginx?: import('node:child_process').ChildProcess, instances: (import('node:child_process').ChildProcess | undefined)[] }} */
  const running = { instances: [] };

  // traces of every process to one collector (docs/operations.md); off without it
  const tracingEnv = options.otlpEndpoint
    ? { OTEL_EXPORTER_OTLP_ENDPOINT: options.otlpEndpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }
    : {};
  const platformEnv = {
    ...tracingEnv,
    DATABASE_URL: databaseUrl,
    PLATFORM_PUBLIC_URL: platformUrl,
    WEB_PUBLIC_URL: publicUrl,
    PLATFORM_EDITOR_TOKEN: editorToken,
    // every instance hears of a change: one is enough while Redis is up, each while it is away
    REVALIDATE_WEBHOOK_URLS: instancePorts.map((instance) => `http://127.0.0.1:${instance}/api/revalidate`).join(','),
    REVALIDATE_SECRET: secret,
    PLATFORM_LOG: process.env.PLATFORM_LOG ?? '0',
    PLATFORM_METRICS_PORT: String(options.platformMetricsPort ?? platformPort + 1000),
    ...options.platformEnv,
  };
  const instanceEnv = {
    ...tracingEnv,
    // a login cookie one instance signed is good on the others
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
    PLATFORM_URL: platformUrl,
    PUBLIC_URL: publicUrl,
    REDIS_URL: redisUrl,
    REVALIDATE_SECRET: secret,
    EDGE_URL: `http://127.0.0.1:${port}`,
    EDGE_REFRESH_TOKEN: refreshToken,
    // SIGTERM: a second of readiness saying 503 while still serving, as a balancer polling it needs; nginx
    // itself moves on when the instance stops listening (lib/operations/shutdown.ts)
    SHUTDOWN_DELAY_MS: process.env.SHUTDOWN_DELAY_MS || '1000',
  };

  const startPlatformNow = async (fresh = false) => {
    running.platform = await startPlatform({ port: platformPort, env: platformEnv, quiet, fresh });
  };
  const metricsPorts = options.metricsPorts ?? instancePorts.map((instance) => instance + 1000);
  /** @type {Record<string, string>[]} what each instance was last started with besides instanceEnv */
  const extraEnv = [];
  const startInstance = async (/** @type {number} */ index, /** @type {Record<string, string>} */ more = {}) => {
    const instancePort = /** @type {number} */ (instancePorts[index]);
    extraEnv[index] = more;
    // each instance's metrics on a port of its own, which nginx does not serve (docs/operations.md)
    const env = { ...instanceEnv, METRICS_PORT: String(metricsPorts[index]), ...more };
    const child = await startNext({ port: instancePort, env, quiet });
    running.instances[index] = child;
    // serving only once it says it is ready: the platform and Redis answer, the site config is held
    await waitFor(`http://127.0.0.1:${instancePort}/api/ready`, { child, timeoutMs: 60_000 });
  };

  const startNginx = async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const sub of ['temp', 'cache']) mkdirSync(path.join(dir, sub), { recursive: true });
    const config = path.join(dir, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig({
        port,
        upstreams: instancePorts,
        dir,
        refreshToken,
        staticDir: options.staticDir,
        accessLog: options.accessLog,
      }),
    );
    const nginx = spawn('nginx', ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', config, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.nginx = nginx;
    await waitFor(`http://127.0.0.1:${port}/robots.txt`, { child: nginx, timeoutMs: 10_000 });
  };

  const accessLog = path.join(dir, 'access.log');
  /**
   * Resolves once the edge sends a request to the instance again (read in nginx's access log; without one,
   * once nginx's fail_timeout has passed): it tries an instance it marked failed only after that time.
   */
  const untilEdgeServes = async (/** @type {number} */ index) => {
    if (!options.accessLog) return new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_S * 1000 + 500));
    const upstream = `127.0.0.1:${instancePorts[index]}`;
    const from = statSync(accessLog).size;
    for (const started = Date.now(); Date.now() - started < 30_000;) {
      await fetch(`${publicUrl}/api/health`).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      const lines = readFileSync(accessLog).subarray(from).toString('utf8').split('\n');
      if (lines.some((line) => line.startsWith('/api/health 200 ') && line.includes(upstream))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the edge sent nothing to ${upstream} within 30 s`);
  };

  // the platform first (nothing more to announce), the instances next (nothing more to refresh), nginx last
  const stopAll = async () => {
    await stop(running.platform);
    await Promise.all(running.instances.map((child) => stop(child)));
    await stop(running.nginx, 3000);
  };
  try {
    await startPlatformNow(options.freshDatabase ?? false);
    await Promise.all(instancePorts.map((_, index) => startInstance(index)));
    await startNginx();
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    url: publicUrl,
    platformUrl,
    instanceUrls: instancePorts.map((instance) => `http://127.0.0.1:${instance}`),
    metricsUrls: metricsPorts.map((metricsPort) => `http://127.0.0.1:${metricsPort}/metrics`),
    platformMetricsUrl: `http://127.0.0.1:${options.platformMetricsPort ?? platformPort + 1000}/metrics`,
    editorToken,
    secret,
    running,
    accessLog,
    startInstance,
    untilEdgeServes,
    /**
     * Stops an instance as an orchestrator does (SIGTERM: it drains, lib/operations/shutdown.ts) and starts
     * it again, with `more` settings when given (else those it had); resolves once the edge sends to it.
     */
    restartInstance: async (/** @type {number} */ index, /** @type {Record<string, string> | undefined} */ more) => {
      await stop(running.instances[index], 30_000);
      await startInstance(index, more ?? extraEnv[index]);
      await untilEdgeServes(index);
    },
    /** Kills an instance without warning, as a crash would. */
    killInstance: (/** @type {number} */ index) => {
      running.instances[index]?.kill('SIGKILL');
    },
    startPlatform: () => startPlatformNow(false),
    stopPlatform: () => stop(running.platform),
    stop: stopAll,
  };
}
