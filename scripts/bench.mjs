// `npm run bench`: performance figures, measured (never asserted in tests); what each figure is and why it
// is taken that way: docs/bench.md.
//   - the cached article from `next start` (autocannon, 50 connections, 10 s) as a phone, a desktop browser
//     (proxy.ts), a shared link and an editor's preview (?yl=1 in draft mode: rendered per request) ask
//     for it, and the login (rendered for every request: what a render of our layout costs);
//   - beside bare pages of the bench build on the same server (/bench-blank, /bench-blank/1 with a
//     parameter, /bench-blank/heavy with the article's weight in bytes and characters), in turn,
//     BENCH_ROUNDS times after a 3 s warm-up each, with the server's CPU time per request read from /proc;
//   - the same HTML from a plain Node server (the ceiling) and the article's gzipped first-load JavaScript;
//   - Lighthouse mobile (median of LIGHTHOUSE_RUNS, 9) on the article: simulated, then DevTools throttling,
//     without scripts, against the bare picture page (/bench-blank/picture), all in Chromium's shipped
//     configuration, and with chrome-launcher's own flags (RenderDocument off: docs/lighthouse-chrome.md);
//   - the machine: the Chromium build and the system face Chinese is drawn in (warned when there is none).
// Results are printed and written to bench-results/latest.json.
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import firstLoad from './lib/firstLoad.cjs';
import machine from './lib/machine.cjs';
import { ensureBuild, freePort, ROOT, startNext, startPlatform, stop } from './lib/processes.cjs';

const { CHROMIUM, cjkFace, chromiumVersion, NO_CJK_FACE } = machine;
const { firstLoadScripts } = firstLoad;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const WARM_UP = 3;
const ARTICLE = '/newsDetail/1/10001.html';
const BARE = '/bench-blank';
const BARE_DYNAMIC = '/bench-blank/1';
const BARE_HEAVY = '/bench-blank/heavy';
const BARE_PICTURE = '/bench-blank/picture';
/** The bench build: the product with the yardstick pages of app/(bench)/ (next.config.ts). */
const DIST_DIR = '.next-bench';

/** What readers send: a phone browser (most of them), and a desktop one. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux unless configured otherwise). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time a process has used (user + system, µs), from /proc (Linux); null where there is none. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function load(url, userAgent = PHONE_UA, duration = DURATION, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { 'user-agent': userAgent, ...headers } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** An editor's draft-mode cookie, as app/api/draft gives it for this page. */
async function draftModeCookie(base, page) {
  const answer = await fetch(`${base}/api/draft?to=${encodeURIComponent(page)}`, { redirect: 'manual' });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('__prerender_bypass='));
  if (!cookie) throw new Error(`/api/draft gave no draft-mode cookie (${answer.status})`);
  return cookie.split(';')[0];
}

const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS || 9);

/**
 * chrome-launcher's default flags with Chromium's features as Chromium ships them: the launcher turns
 * RenderDocument off (for Lighthouse's own CI), and with it off this Chromium holds the first paint of any
 * page with a stylesheet file to a one-second tick, which a reader's Chromium does not
 * (docs/lighthouse-chrome.md). `launcherFlags: true` keeps the launcher's flags as they are.
 */
function chromeFlagsFor({ launcherFlags }) {
  const defaults = chromeLauncher.Launcher.defaultFlags();
  if (launcherFlags) return defaults;
  return defaults.map((flag) =>
    flag.startsWith('--disable-features=')
      ? `--disable-features=${flag
          .slice('--disable-features='.length)
          .split(',')
          .filter((feature) => feature !== 'RenderDocument')
          .join(',')}`
      : flag,
  );
}

/**
 * One Lighthouse mobile run of a page, in a fresh Chromium.
 *
 * Each run also records why its simulated LCP is what it is. Lighthouse's simulated LCP is half an
 * optimistic estimate (the document, its render-blocking CSS and the picture) and half a pessimistic one
 * (every request that started before the paint it observed, sharing a 1.6 Mbit/s link): so the figures
 * include the paint observed on this machine, the bytes requested before it, and the phases of the
 * simulated LCP. blockedUrlPatterns: requests the browser refuses (the no-script yardstick).
 */
async function lighthouseRun(
  url,
  { throttlingMethod = 'simulate', blockedUrlPatterns = [], launcherFlags = false } = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    ignoreDefaultFlags: true,
    chromeFlags: [...chromeFlagsFor({ launcherFlags }), '--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      blockedUrlPatterns,
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const observedLcpMs = observed.observedLargestContentfulPaint ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
    return {
      score: lhr.categories.performance.score,
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      speedIndexMs: Math.round(audit('speed-index')),
      cls: +audit('cumulative-layout-shift').toFixed(4),
      cpuBenchmark: Math.round(lhr.environment.benchmarkIndex),
      observedLcpMs,
      // every script the whole load brought, the ones fetched after the first tags too
      jsKbTransferred: Math.round(
        requests
          .filter((request) => request.resourceType === 'Script')
          .reduce((total, request) => total + (request.transferSize ?? 0), 0) / 1024,
      ),
      kbRequestedBeforeObservedLcp: Math.round(
        requests
          .filter((request) => observedLcpMs !== null && request.networkRequestTime < observedLcpMs)
          .reduce((total, request) => total + (request.transferSize ?? 0), 0) / 1024,
      ),
      lcpPhasesMs: Object.fromEntries(phases.map((phase) => [phase.phase, Math.round(phase.timing)])),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse series, run in turn (one run of each, LIGHTHOUSE_RUNS times) so that a machine slowing down
 * or speeding up during the bench weighs on every series alike; each series' figures are those of its run
 * with the median score. A first, unrecorded round warms the machine's file cache: a fresh Chromium
 * reading the 20 MB CJK system fonts for the first time paints text up to 2 s late here (a phone has its
 * system fonts in memory), and the simulation then counts every script that ran meanwhile.
 */
async function lighthouseSeries(series) {
  const runs = series.map(() => []);
  for (let n = -1; n < LIGHTHOUSE_RUNS; n++) {
    for (const [index, { url, ...options }] of series.entries()) {
      const run = await lighthouseRun(url, options);
      if (n >= 0) runs[index].push(run);
    }
  }
  return runs.map((seriesRuns) => {
    seriesRuns.sort((a, b) => a.score - b.score);
    return { median: seriesRuns[Math.floor(seriesRuns.length / 2)], runs: seriesRuns };
  });
}

/** The mean of several runs' figures (non-2xx and errors summed). */
function mean(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  const average = (key) => Math.round(sum(key) / runs.length);
  return {
    requestsPerSecond: average('requestsPerSecond'),
    serverCpuUsPerRequest: runs.every((run) => run.serverCpuUsPerRequest !== null)
      ? average('serverCpuUsPerRequest')
      : null,
    latencyP50Ms: average('latencyP50Ms'),
    latencyP90Ms: average('latencyP90Ms'),
    latencyP97_5Ms: average('latencyP97_5Ms'),
    latencyP99Ms: average('latencyP99Ms'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    runs: runs.map((run) => run.requestsPerSecond),
    cpuRuns: runs.map((run) => run.serverCpuUsPerRequest),
  };
}

/** How a's server CPU per request compares with b's, as a throughput ratio would (b ÷ a); null without /proc. */
const cpuRatio = (a, b) =>
  a.serverCpuUsPerRequest && b.serverCpuUsPerRequest
    ? +(b.serverCpuUsPerRequest / a.serverCpuUsPerRequest).toFixed(3)
    : null;

const PERCENTILES = { p50: 'latencyP50Ms', p90: 'latencyP90Ms', 'p97.5': 'latencyP97_5Ms', p99: 'latencyP99Ms' };

/** a's latency percentiles as multiples of b's. */
const latencyRatios = (a, b) =>
  Object.fromEntries(
    Object.entries(PERCENTILES).map(([name, key]) => [name, +(a[key] / Math.max(b[key], 1)).toFixed(2)]),
  );

/** How a's throughput compares with b's. */
const ratio = (a, b) => +(a.requestsPerSecond / b.requestsPerSecond).toFixed(3);

function figures(result, cpuUs = null) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuUsPerRequest: cpuUs === null || !result.requests.total ? null : Math.round(cpuUs / result.requests.total),
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function gzippedScripts(base, html) {
  let total = 0;
  const files = [];
  for (const source of firstLoadScripts(html)) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    const gz = gzipSync(body).length;
    total += gz;
    files.push({ source, bytes: body.length, gzipped: gz });
  }
  return { total, files };
}

const face = cjkFace();
if (!face) console.warn(`[bench] warning: ${NO_CJK_FACE}`);
const [platformPort, webPort, plainPort] = [await freePort(), await freePort(), await freePort()];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-platform-'));
const platformUrl = `http://localhost:${platformPort}`;
ensureBuild({ distDir: DIST_DIR, env: { PLATFORM_URL: platformUrl, BENCH_BUILD: '1' } });
const platform = await startPlatform({
  port: platformPort,
  env: {
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_LOG: '0',
    PLATFORM_PUBLIC_URL: platformUrl,
    WEB_PUBLIC_URL: `http://localhost:${webPort}`,
  },
  quiet: true,
});
const web = await startNext({
  port: webPort,
  distDir: DIST_DIR,
  env: { PLATFORM_URL: platformUrl, PUBLIC_URL: `http://localhost:${webPort}` },
  quiet: true,
});
const base = `http://localhost:${webPort}`;
let plain;
try {
  // warm the page cache (both paths), then keep the exact HTML for the plain server
  await fetch(`${base}${ARTICLE}`, { headers: { 'user-agent': DESKTOP_UA } });
  await fetch(`${base}${ARTICLE}`, { headers: { 'user-agent': PHONE_UA } });
  const response = await fetch(`${base}${ARTICLE}`, { headers: { 'user-agent': PHONE_UA } });
  const html = await response.text();
  const cacheState = response.headers.get('x-nextjs-cache');

  plain = http.createServer((_request, reply) => {
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    reply.end(html);
  });
  await new Promise((resolve) => plain.listen(plainPort, '127.0.0.1', resolve));

  console.log(
    `[bench] ${ARTICLE}: ${Buffer.byteLength(html)} bytes of HTML, ${html.length} characters (cache: ${cacheState}); ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  await fetch(`${base}${BARE}`);
  await fetch(`${base}${BARE_DYNAMIC}`);
  const heavyHtml = await (await fetch(`${base}${BARE_HEAVY}`)).text();
  // the yardstick is only one while it weighs what the article weighs (app/(bench)/bench-blank/[id])
  if (Math.abs(heavyHtml.length / html.length - 1) > 0.1)
    console.warn(
      `[bench] warning: ${BARE_HEAVY} has ${heavyHtml.length} characters, the article ${html.length}: give it the article's weight again`,
    );
  // one run of the load on a page of `next start`, with the server's CPU time it took
  const measured = async (url) => {
    const before = cpuMicros(web.pid);
    const result = await load(url);
    const after = cpuMicros(web.pid);
    return figures(result, before === null || after === null ? null : after - before);
  };
  // a short unrecorded load on each page first: the article, measured first in every round, was otherwise
  // the one that warmed the server up (its first run took 15 % more CPU per request than its second)
  for (const page of [ARTICLE, BARE, BARE_DYNAMIC, BARE_HEAVY]) await load(`${base}${page}`, PHONE_UA, WARM_UP);
  const rounds = { next: [], bare: [], bareDynamic: [], bareHeavy: [] };
  for (let round = 0; round < ROUNDS; round++) {
    rounds.next.push(await measured(`${base}${ARTICLE}`));
    rounds.bare.push(await measured(`${base}${BARE}`));
    rounds.bareDynamic.push(await measured(`${base}${BARE_DYNAMIC}`));
    rounds.bareHeavy.push(await measured(`${base}${BARE_HEAVY}`));
  }
  const [next, bare, bareDynamic, bareHeavy] = [rounds.next, rounds.bare, rounds.bareDynamic, rounds.bareHeavy].map(
    mean,
  );
  const proxied = figures(await load(`${base}${ARTICLE}`, DESKTOP_UA));
  const shared = figures(await load(`${base}${ARTICLE}?isShare=true&shareTime=1795433494040`));
  // an editor's preview (?yl=1) in draft mode: rendered for every request, asking the platform each time
  const previewPage = `${ARTICLE}?yl=1`;
  const preview = figures(
    await load(`${base}${previewPage}`, PHONE_UA, DURATION, { cookie: await draftModeCookie(base, previewPage) }),
  );
  // the login is rendered for every request: what drawing a page of ours costs, beside the cached one
  const rendered = figures(await load(`${base}/login.html`));
  const ceiling = figures(await load(`http://127.0.0.1:${plainPort}/`));
  const scripts = await gzippedScripts(base, html);
  // the article's LCP element is its lead picture, which the page preloads
  const picture = /<link rel="preload" href="([^"]+)" as="image"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!picture) throw new Error(`${ARTICLE} preloads no picture: the LCP yardstick needs one`);
  const [audit, bareAudit, applied, withoutScripts, launcherDefaults] = await lighthouseSeries([
    { url: `${base}${ARTICLE}` },
    { url: `${base}${BARE_PICTURE}?src=${encodeURIComponent(picture)}` },
    { url: `${base}${ARTICLE}`, throttlingMethod: 'devtools' },
    // the same page without its scripts: what the HTML, the CSS and the picture alone score
    { url: `${base}${ARTICLE}`, blockedUrlPatterns: ['*/_next/static/*.js'] },
    { url: `${base}${ARTICLE}`, launcherFlags: true },
  ]);

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, chromium: chromiumVersion(), cjkFace: face || null },
    article: {
      path: ARTICLE,
      htmlBytes: Buffer.byteLength(html),
      htmlCharacters: html.length,
      htmlGzipped: gzipSync(html).length,
      nextStart: next,
      nextStartThroughProxy: proxied,
      nextStartSharedLink: shared,
      previewUncached: preview,
      previewToCached: ratio(preview, next),
      renderedEachTime: rendered,
      renderedToCached: ratio(rendered, next),
      bareNextPage: bare,
      ratioToBareNext: ratio(next, bare),
      p99ToBareNext: +(next.latencyP99Ms / Math.max(bare.latencyP99Ms, 1)).toFixed(2),
      // where in the latency distribution the article and the bare page of its weight part from the bare page
      latencyToBareNext: latencyRatios(next, bare),
      heavyLatencyToBareNext: latencyRatios(bareHeavy, bare),
      bareNextPageWithParameter: bareDynamic,
      bareWithParameterToBare: ratio(bareDynamic, bare),
      ratioToBareWithParameter: ratio(next, bareDynamic),
      bareWithParameterAndArticleWeight: {
        htmlBytes: Buffer.byteLength(heavyHtml),
        htmlCharacters: heavyHtml.length,
        ...bareHeavy,
      },
      bareWithArticleWeightToBare: ratio(bareHeavy, bare),
      ratioToBareWithArticleWeight: ratio(next, bareHeavy),
      cpuRatioToBareNext: cpuRatio(next, bare),
      cpuRatioToBareWithArticleWeight: cpuRatio(next, bareHeavy),
      plainNodeCeiling: ceiling,
      ratioToCeiling: ratio(next, ceiling),
    },
    articleJs: { gzippedBytes: scripts.total, files: scripts.files },
    lighthouse: audit,
    lighthouseDevtoolsThrottling: applied,
    lighthouseWithoutScripts: withoutScripts,
    lighthouseBarePicture: { picture, ...bareAudit },
    lighthouseWithLauncherFlags: launcherDefaults,
  };
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const row = (name, f) =>
    `${name.padEnd(34)} ${String(f.requestsPerSecond).padStart(8)} req/s   p50 ${String(f.latencyP50Ms).padStart(4)} ms   p99 ${String(f.latencyP99Ms).padStart(4)} ms   non-2xx ${f.non2xx}`;
  console.log('');
  console.log(row('article, next start (cached)', next));
  console.log(row('  the same, desktop (proxy.ts)', proxied));
  console.log(row('  the same, a shared link (phone)', shared));
  console.log(row('  a preview (draft mode)', preview));
  console.log(row('the login (rendered each time)', rendered));
  console.log(row('bare Next page, next start', bare));
  console.log(row('  the same with a parameter (ISR)', bareDynamic));
  console.log(
    row(`  and ${(Buffer.byteLength(heavyHtml) / 1024).toFixed(1)} KB (${heavyHtml.length} characters)`, bareHeavy),
  );
  console.log(row('same HTML, plain Node (ceiling)', ceiling));
  console.log(
    `${'ratio to the bare Next page'.padEnd(34)} ${report.article.ratioToBareNext} (p99 ${report.article.p99ToBareNext}× the bare page's)`,
  );
  const percentiles = (ratios) =>
    Object.entries(ratios)
      .map(([name, value]) => `${name} ${value}×`)
      .join(', ');
  console.log(
    `${'  latency ÷ the bare page'.padEnd(34)} article ${percentiles(report.article.latencyToBareNext)}; bare page of its weight ${percentiles(report.article.heavyLatencyToBareNext)}`,
  );
  console.log(`${'preview to cached article'.padEnd(34)} ${report.article.previewToCached}`);
  console.log(`${'login (a render) to cached article'.padEnd(34)} ${report.article.renderedToCached}`);
  console.log(
    `${'  bare with a parameter to bare'.padEnd(34)} ${report.article.bareWithParameterToBare} (what a parameter costs Next alone)`,
  );
  console.log(`${'  article to bare with a parameter'.padEnd(34)} ${report.article.ratioToBareWithParameter}`);
  console.log(
    `${'  bare, parameter, article weight'.padEnd(34)} ${report.article.bareWithArticleWeightToBare} of the bare page (the most a page of the article's shape reaches here)`,
  );
  console.log(`${'  article to that'.padEnd(34)} ${report.article.ratioToBareWithArticleWeight}`);
  console.log(
    `${'  runs (req/s)'.padEnd(34)} article ${next.runs.join(', ')}; bare ${bare.runs.join(', ')}; with a parameter ${bareDynamic.runs.join(', ')}; with the weight ${bareHeavy.runs.join(', ')}`,
  );
  if (report.article.cpuRatioToBareNext !== null) {
    const cpu = (f) => `${f.serverCpuUsPerRequest} µs (${f.cpuRuns.join(', ')})`;
    console.log(
      `${'server CPU per request'.padEnd(34)} article ${cpu(next)}; bare ${cpu(bare)}; with a parameter ${cpu(bareDynamic)}; with the weight ${cpu(bareHeavy)}`,
    );
    console.log(
      `${'  as a ratio to the bare page'.padEnd(34)} ${report.article.cpuRatioToBareNext} (bare ÷ article; to the bare page of the article's weight ${report.article.cpuRatioToBareWithArticleWeight})`,
    );
  }
  console.log(`${'ratio to the ceiling'.padEnd(34)} ${report.article.ratioToCeiling}`);
  console.log(
    `${'article route JS (gzipped)'.padEnd(34)} ${(scripts.total / 1024).toFixed(1)} KB in ${scripts.files.length} files`,
  );
  console.log(`${'article HTML (gzipped)'.padEnd(34)} ${(report.article.htmlGzipped / 1024).toFixed(1)} KB`);
  const m = audit.median;
  console.log(
    `${'Lighthouse mobile (median of runs)'.padEnd(34)} score ${m.score}   LCP ${m.lcpMs} ms   FCP ${m.fcpMs} ms   TBT ${m.tbtMs} ms   CLS ${m.cls}   SI ${m.speedIndexMs} ms   JS ${m.jsKbTransferred} KB`,
  );
  const b = bareAudit.median;
  console.log(
    `${'  against the bare picture page'.padEnd(34)} score ${m.score} vs ${b.score}   TBT ${m.tbtMs} vs ${b.tbtMs} ms (${(m.tbtMs / Math.max(b.tbtMs, 1)).toFixed(2)}×)   JS ${m.jsKbTransferred} vs ${b.jsKbTransferred} KB`,
  );
  console.log(
    `${'  all runs (score / LCP ms)'.padEnd(34)} ${audit.runs.map((run) => `${run.score} / ${run.lcpMs}`).join(', ')}`,
  );
  console.log(
    `${'  why (observed paint, KB before it)'.padEnd(34)} ${audit.runs.map((run) => `${run.observedLcpMs} ms, ${run.kbRequestedBeforeObservedLcp} KB`).join('; ')}`,
  );
  console.log(
    `${'  LCP phases of the median run'.padEnd(34)} ${Object.entries(m.lcpPhasesMs)
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ')} (ms)`,
  );
  const d = applied.median;
  console.log(
    `${'  throttling applied by DevTools'.padEnd(34)} score ${d.score}   LCP ${d.lcpMs} ms   FCP ${d.fcpMs} ms   TBT ${d.tbtMs} ms   CLS ${d.cls}`,
  );
  // the other series, one line each: median score and LCP, every run's LCP, and the paint they observed
  const series = (name, { median, runs }) =>
    console.log(
      `${`  ${name}`.padEnd(34)} score ${median.score}   LCP ${median.lcpMs} ms   FCP ${median.fcpMs} ms   (runs: ${runs.map((run) => run.lcpMs).join(', ')} ms; observed paint ${runs.map((run) => run.observedLcpMs).join(', ')} ms; ${median.kbRequestedBeforeObservedLcp} KB before it)`,
    );
  series('the same without its scripts', withoutScripts);
  series('bare Next page, same picture', bareAudit);
  series("article, chrome-launcher's flags", launcherDefaults);
  console.log(
    `${'machine'.padEnd(34)} ${report.machine.chromium || 'Chromium did not answer'}; Chinese drawn in ${face || 'no face (see the warning above)'}`,
  );
} finally {
  plain?.close();
  await Promise.all([stop(web), stop(platform)]);
  rmSync(dataDir, { recursive: true, force: true });
}
