// `npm run bench:cluster`: figures of the scale-out topology (docs/scale-out.md), measured in one run, never
// asserted in tests. It starts nginx, two instances, a Redis of its own (empty, so a "new" article is new)
// and the platform on PostgreSQL (DATABASE_URL, schema bench_cluster, seeded afresh), then measures:
//   - a cached article through nginx, against nginx serving a static file of the same size (the limit) and
//     against one instance directly: requests per second and p99 (autocannon, 50 connections, 10 s each,
//     in turn, BENCH_ROUNDS times: the mean);
//   - a burst of 10,000 requests (200 connections) for an article nobody asked for yet: how many requests
//     reached an instance, and how many renders asked the platform for the article;
//   - an editor's correction: time until nginx serves the corrected page (median of 5);
//   - each instance's memory (RSS) every minute of BENCH_SOAK seconds (300) of mixed load;
//   - PostgreSQL restarted under load (pg_ctlcluster, as root): what readers got meanwhile;
//   - what metrics and tracing cost: a cached article at the edge and at one instance, with the instances
//     started bare (no metrics, no tracing), with metrics (as deployed), with tracing too (to a local
//     OTLP receiver that takes the spans unread) of every request and of one in 20, in turn, BENCH_ROUNDS
//     times;
//   - a rolling restart of both instances (SIGTERM: each drains) under steady load: requests, errors, 502s.
// Results are printed and written to bench-results/cluster.json.
import autocannon from 'autocannon';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { startOtlpReceiver } from './lib/otlpReceiver.mjs';
import processes from './lib/processes.cjs';

const { freePort, ROOT, stop } = processes;

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK || 300);
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36';
const ARTICLE = '/newsDetail/1/10001.html';
const BURST_ARTICLE = '/newsDetail/1/10020.html';
const CORRECTED = 10002;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function figures(result) {
  return {
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Resident memory of a process and its children, in MiB (Linux /proc). */
function rssMiB(pid) {
  // pgrep answers 1, and nothing, when the process has no children
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  const ids = [pid, ...children.split('\n').filter(Boolean)];
  let kib = 0;
  for (const id of ids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kib / 1024);
}

async function platformCalls(cluster, call) {
  const { calls } = await (await fetch(`${cluster.platformUrl}/__faults/calls`)).json();
  return calls[call] ?? 0;
}

async function titleAt(url) {
  const html = await (await fetch(url, { headers: { 'user-agent': PHONE } })).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

const redisPort = await freePort();
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  {
    stdio: 'ignore',
  },
);
const staticDir = path.join(os.tmpdir(), `bench-cluster-static-${process.pid}`);
mkdirSync(staticDir, { recursive: true });
const cluster = await startCluster({
  port: await freePort(),
  instancePorts: [await freePort(), await freePort()],
  platformPort: await freePort(),
  databaseUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: `redis://127.0.0.1:${redisPort}`,
  dir: path.join(os.tmpdir(), `bench-cluster-${process.pid}`),
  staticDir,
  quiet: true,
  freshDatabase: true,
  accessLog: true,
  platformEnv: { DATABASE_SCHEMA: 'bench_cluster', PLATFORM_FAULTS: '1' },
});
const results = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };

try {
  // 1. the cached article through nginx, the same bytes as a static file, one instance directly
  const html = await (await fetch(`${cluster.url}${ARTICLE}`, { headers: { 'user-agent': PHONE } })).text();
  writeFileSync(path.join(staticDir, 'article.html'), html);
  const targets = {
    edge: `${cluster.url}${ARTICLE}`,
    staticFile: `${cluster.url}/_static/article.html`,
    instance: `${cluster.instanceUrls[0]}${ARTICLE}`,
  };
  results.throughput = { bytes: Buffer.byteLength(html) };
  // in turn, ROUNDS times, so that what else the machine does falls on all three alike
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const [name, url] of Object.entries(targets)) {
      await cannon({ url, duration: 3, headers: { 'user-agent': PHONE } });
      runs[name].push(figures(await cannon({ url, headers: { 'user-agent': PHONE } })));
      console.log(`[bench] ${name}: ${JSON.stringify(runs[name].at(-1))}`);
    }
  const mean = (values) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  for (const [name, list] of Object.entries(runs))
    results.throughput[name] = {
      rps: mean(list.map((run) => run.rps)),
      p99Ms: mean(list.map((run) => run.p99Ms)),
      non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
      errors: list.reduce((sum, run) => sum + run.errors, 0),
    };
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  results.throughput.edgeOfStatic = ratio(results.throughput.edge.rps, results.throughput.staticFile.rps);
  results.throughput.edgeOfInstance = ratio(results.throughput.edge.rps, results.throughput.instance.rps);

  // 2. a burst for an article nobody asked for yet
  const rendersBefore = await platformCalls(cluster, 'getArticleContent');
  const burst = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${cluster.url}${BURST_ARTICLE}`,
        connections: 200,
        amount: 10_000,
        headers: { 'user-agent': PHONE },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  const originRequests = readFileSync(cluster.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(`${BURST_ARTICLE} `) && !/ (HIT|UPDATING|STALE) /.test(line)).length;
  results.burst = {
    requests: burst.requests.total,
    non2xx: burst.non2xx,
    originRequests,
    renders: (await platformCalls(cluster, 'getArticleContent')) - rendersBefore,
    p99Ms: burst.latency.p99,
  };
  console.log(`[bench] burst: ${JSON.stringify(results.burst)}`);

  // 3. an editor's correction until the edge serves it
  const delays = [];
  const edgeUrl = `${cluster.url}/newsDetail/1/${CORRECTED}.html`;
  for (let round = 0; round < 5; round++) {
    await titleAt(edgeUrl);
    const title = `更正 ${round}：全市重点项目集中开工`;
    const started = Date.now();
    await fetch(`${cluster.platformUrl}/editor/article`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-editor-token': cluster.editorToken },
      body: JSON.stringify({ siteId: 1, id: CORRECTED, title }),
    });
    while (!(await titleAt(edgeUrl)).startsWith(title) && Date.now() - started < 30_000) await sleep(50);
    delays.push(Date.now() - started);
  }
  delays.sort((a, b) => a - b);
  results.correction = { medianMs: delays[2], allMs: delays };
  console.log(`[bench] correction at the edge: ${JSON.stringify(results.correction)}`);

  // 4. memory under mixed load: phone readers at the edge, desktop readers and navigations at the instances
  const ids = Array.from({ length: 40 }, (_, index) => 10001 + index);
  const requests = ids.flatMap((id) => [
    { path: `/newsDetail/1/${id}.html`, headers: { 'user-agent': PHONE } },
    { path: `/newsDetail/1/${id}.html`, headers: { 'user-agent': DESKTOP } },
  ]);
  requests.push(
    { path: '/home.html', headers: { 'user-agent': DESKTOP } },
    { path: '/columnDetail/1.html', headers: { 'user-agent': PHONE } },
  );
  const pids = cluster.running.instances.map((child) => child.pid);
  const memory = pids.map((pid) => [rssMiB(pid)]);
  const soak = new Promise((resolve, reject) =>
    autocannon({ url: cluster.url, connections: 20, duration: SOAK_SECONDS, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  for (let minute = 1; minute * 60 <= SOAK_SECONDS; minute++) {
    await sleep(60_000);
    pids.forEach((pid, index) => memory[index].push(rssMiB(pid)));
  }
  const soaked = await soak;
  results.memory = {
    seconds: SOAK_SECONDS,
    rpsMixed: Math.round(soaked.requests.average),
    non2xx: soaked.non2xx,
    rssMiBPerMinute: memory,
  };
  console.log(`[bench] memory: ${JSON.stringify(results.memory)}`);

  // 5. PostgreSQL restarted under load (readers of pages not yet cached reach the platform)
  const version = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).trim().split('\n')[0];
  const restartLoad = new Promise((resolve, reject) =>
    autocannon(
      {
        url: cluster.url,
        connections: 10,
        duration: 20,
        requests: Array.from({ length: 60 }, (_, index) => ({
          path: `/newsDetail/1/${10041 + index}.html`,
          headers: { 'user-agent': DESKTOP },
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  await sleep(5000);
  const restartStarted = Date.now();
  try {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'ignore' });
    results.postgresRestart = { restartMs: Date.now() - restartStarted };
  } catch (error) {
    results.postgresRestart = { skipped: `pg_ctlcluster: ${error.message}` };
  }
  // recovered: a page nobody asked for yet renders again
  const recovery = Date.now();
  for (let id = 10110; Date.now() - recovery < 60_000; id++) {
    const response = await fetch(`${cluster.instanceUrls[1]}/newsDetail/1/${id}.html`, {
      headers: { 'user-agent': DESKTOP },
    });
    await response.arrayBuffer();
    if (response.status === 200) break;
    await sleep(100);
  }
  results.postgresRestart.recoveredAfterRestartMs = Date.now() - recovery;
  const restarted = await restartLoad;
  Object.assign(results.postgresRestart, {
    requests: restarted.requests.total,
    non2xx: restarted.non2xx,
    statuses: restarted.statusCodeStats,
    errors: restarted.errors + restarted.timeouts,
  });
  console.log(`[bench] PostgreSQL restart: ${JSON.stringify(results.postgresRestart)}`);

  // 6. the cost of metrics and tracing, both instances started with each in turn
  const collector = await startOtlpReceiver({ keep: false });
  const settings = {
    bare: { METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    metrics: { OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    // OTLP's usual protocol (protobuf): the receiver takes the batches unread
    tracing: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf' },
    // what docs/operations.md advises for a news site's traffic: one request in 20 traced
    sampled: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.05',
    },
  };
  const costRuns = Object.fromEntries(Object.keys(settings).map((name) => [name, { edge: [], instance: [] }]));
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, more] of Object.entries(settings)) {
        for (const index of [0, 1]) await cluster.restartInstance(index, more);
        for (const [where, url] of [
          ['edge', `${cluster.url}${ARTICLE}`],
          ['instance', `${cluster.instanceUrls[0]}${ARTICLE}`],
        ]) {
          await cannon({ url, duration: 3, headers: { 'user-agent': PHONE } });
          costRuns[name][where].push(figures(await cannon({ url, headers: { 'user-agent': PHONE } })).rps);
        }
        console.log(`[bench] ${name}: ${JSON.stringify(costRuns[name])}`);
      }
  } finally {
    await collector.stop();
  }
  results.observability = { traceBatches: collector.received.batches, traceBytes: collector.received.bytes };
  for (const [name, { edge, instance }] of Object.entries(costRuns))
    results.observability[name] = { edgeRps: mean(edge), instanceRps: mean(instance) };
  const cost = (name, where) =>
    Math.round((1 - results.observability[name][where] / results.observability.bare[where]) * 1000) / 10;
  for (const name of ['metrics', 'tracing', 'sampled'])
    results.observability[`${name}CostPercent`] = { edge: cost(name, 'edgeRps'), instance: cost(name, 'instanceRps') };
  console.log(`[bench] metrics and tracing: ${JSON.stringify(results.observability)}`);

  // 7. a rolling restart under steady load: phone readers at the edge, desktop readers at the instances
  for (const index of [0, 1]) await cluster.restartInstance(index, {});
  const logFrom = readFileSync(cluster.accessLog).length;
  let steady;
  const steadyDone = new Promise((resolve, reject) => {
    steady = autocannon(
      {
        url: cluster.url,
        connections: 20,
        duration: 600,
        requests: ids.slice(0, 10).flatMap((id) => [
          { path: `/newsDetail/1/${id}.html`, headers: { 'user-agent': PHONE } },
          { path: `/newsDetail/1/${id}.html`, headers: { 'user-agent': DESKTOP } },
        ]),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await sleep(3000);
  const rollStarted = Date.now();
  for (const index of [0, 1]) await cluster.restartInstance(index);
  const rollMs = Date.now() - rollStarted;
  await sleep(3000);
  steady.stop();
  const rolled = await steadyDone;
  const edgeLines = readFileSync(cluster.accessLog).subarray(logFrom).toString('utf8').split('\n');
  results.rollingRestart = {
    restartMs: rollMs,
    requests: rolled.requests.total,
    non2xx: rolled.non2xx,
    errors: rolled.errors + rolled.timeouts,
    statuses: rolled.statusCodeStats,
    edge502: edgeLines.filter((line) => / 502 /.test(line)).length,
  };
  console.log(`[bench] rolling restart: ${JSON.stringify(results.rollingRestart)}`);
} finally {
  await cluster.stop();
  await stop(redis, 3000);
}

mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench-results/cluster.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
