/**
 * The scale-out topology end to end: one shared page cache, one render for a burst, an editor's change
 * everywhere within seconds, and what readers get while an instance, Redis or the platform is away.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, expect, test } from '@playwright/test';
import { APP_ALIVE_EVENT } from '../../lib/html/earlyTaps';
import { signWebhook } from '../../lib/security/webhookSignature';
import { THEME_COOKIE } from '../../lib/theme';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with the scripts
const { freePort, stop, waitFor } = require('../../scripts/lib/processes.cjs');

/** A plain phone reader (shared at the edge) and a desktop one (passed through to an instance). */
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

type Cluster = import('../../scripts/lib/cluster.mjs').Cluster;
type ReceivedSpan = import('../../scripts/lib/otlpReceiver.mjs').ReceivedSpan;
let cluster: Cluster;
let redis: ChildProcess | undefined;
let redisPort: number;
let collector: import('../../scripts/lib/otlpReceiver.mjs').OtlpReceiver;

function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
}

function redisKeys(pattern: string): string[] {
  const result = spawnSync('redis-cli', ['-p', String(redisPort), '--scan', '--pattern', pattern]);
  return String(result.stdout).split('\n').filter(Boolean);
}

async function page(url: string, userAgent = PHONE) {
  const response = await fetch(url, { headers: { 'user-agent': userAgent }, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    edge: response.headers.get('x-cache-status'),
    next: response.headers.get('x-nextjs-cache'),
    html,
  };
}

/** An instance's readiness (app/api/ready): its status and what it says. */
async function readiness(base: string) {
  const response = await fetch(`${base}/api/ready`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The sum of a metric's samples whose labels (as written) pass `wanted`, read from the processes' /metrics. */
async function counted(urls: string[], name: string, wanted: (labels: string) => boolean): Promise<number> {
  let sum = 0;
  for (const url of urls)
    for (const line of (await (await fetch(url)).text()).split('\n')) {
      const sample = new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`).exec(line);
      if (sample && wanted(sample[1]!)) sum += Number(sample[2]);
    }
  return sum;
}

async function platformCalls(call: string): Promise<number> {
  const { calls } = (await (await fetch(`${cluster.platformUrl}/__faults/calls`)).json()) as {
    calls: Record<string, number>;
  };
  return calls[call] ?? 0;
}

async function edit(id: number, change: Record<string, unknown>) {
  const response = await fetch(`${cluster.platformUrl}/editor/article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-editor-token': cluster.editorToken },
    body: JSON.stringify({ siteId: 1, id, ...change }),
  });
  expect(response.status).toBe(200);
}

/**
 * Requests the urls from 6 readers at once for `ms`, and on until `during` (what happens meanwhile) is
 * done; counts the answers by status.
 */
async function load(urls: string[], ms: number, userAgent: string, during?: () => Promise<void>) {
  const statuses: Record<string, number> = {};
  const until = Date.now() + ms;
  let happening = Boolean(during);
  const meanwhile = during?.().finally(() => (happening = false));
  const reader = async (offset: number) => {
    for (let n = offset; Date.now() < until || happening; n++) {
      const url = urls[n % urls.length]!;
      const status = await fetch(url, { headers: { 'user-agent': userAgent } })
        .then(async (response) => (await response.arrayBuffer(), String(response.status)))
        .catch(() => 'error');
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all([...Array.from({ length: 6 }, (_, index) => reader(index)), meanwhile]);
  return statuses;
}

const article = (id: number, base: string) => `${base}/newsDetail/1/${id}.html`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  redisPort = await freePort();
  startRedis();
  await waitFor(`http://127.0.0.1:${redisPort}`, { timeoutMs: 10_000 }).catch(() => undefined);
  const { startCluster } = await import('../../scripts/lib/cluster.mjs');
  // the instances and the platform trace to a collector of the test's own, as an operator's would
  collector = await (await import('../../scripts/lib/otlpReceiver.mjs')).startOtlpReceiver();
  // the browser tests' platform port, when they ran before: their build names it in its CSP
  const platformPort = Number(process.env.E2E_PORTS?.split(',')[0]) || (await freePort());
  cluster = await startCluster({
    port: await freePort(),
    instancePorts: [await freePort(), await freePort()],
    metricsPorts: [await freePort(), await freePort()],
    platformMetricsPort: await freePort(),
    platformPort,
    databaseUrl: process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    dir: path.join(os.tmpdir(), `cluster-${process.pid}`),
    quiet: true,
    freshDatabase: true,
    accessLog: true,
    platformEnv: { DATABASE_SCHEMA: 'cluster_test', PLATFORM_FAULTS: '1' },
    otlpEndpoint: collector.endpoint,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await stop(redis, 3000);
  await collector?.stop();
});

test('a page one instance rendered is served by the other from the shared cache', async () => {
  const [first, second] = cluster.instanceUrls;
  const rendered = await page(article(10003, first!), DESKTOP);
  expect(rendered.status).toBe(200);
  const shared = await page(article(10003, second!), DESKTOP);
  expect(shared.next).toBe('HIT');
  expect(shared.title).toBe(rendered.title);
});

test('a burst of 300 readers of a newly shared article costs one render', async () => {
  const before = await platformCalls('getArticleContent');
  const answers = await Promise.all(Array.from({ length: 300 }, () => page(article(10004, cluster.url))));
  expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
  expect(new Set(answers.map((answer) => answer.title)).size).toBe(1);
  // the page's read, and the proxy's for the article's language (docs/content-language.md), kept 10 minutes
  expect((await platformCalls('getArticleContent')) - before).toBe(2);
  const origin = readFileSync(cluster.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/newsDetail/1/10004.html ') && !line.includes(' HIT '));
  expect(origin).toHaveLength(1);
});

test("an editor's correction reaches both instances and the edge within seconds", async () => {
  const id = 10005;
  for (const base of [cluster.url, cluster.url, ...cluster.instanceUrls]) await page(article(id, base));
  expect((await page(article(id, cluster.url))).edge).toBe('HIT');

  await edit(id, { title: '更正：集群测试的标题' });
  for (const base of cluster.instanceUrls)
    expect((await page(article(id, base), DESKTOP)).title).toContain('更正：集群测试的标题');
  // the edge fetches it again in its readers' place: they get the correction from its cache
  await expect
    .poll(async () => page(article(id, cluster.url)).then(({ title, edge }) => `${edge} ${title}`), {
      timeout: 8000,
    })
    .toMatch(/^HIT 更正：集群测试的标题/);
});

test("unpublishing takes the article down everywhere, its column's list too; publishing brings it back", async () => {
  const id = 10006;
  const column = `${cluster.url}/columnDetail/1.html`;
  const listed = async () => (await page(column)).html.includes(`/newsDetail/1/${id}.html`);
  await page(article(id, cluster.url));
  expect(await listed()).toBe(true);
  await edit(id, { status: 0 });
  for (const base of cluster.instanceUrls) expect((await page(article(id, base), DESKTOP)).status).toBe(404);
  await expect.poll(async () => (await page(article(id, cluster.url))).status, { timeout: 8000 }).toBe(404);
  await expect.poll(listed, { timeout: 8000 }).toBe(false);
  await edit(id, { status: 1 });
  await expect.poll(async () => (await page(article(id, cluster.url))).status, { timeout: 8000 }).toBe(200);
  await expect.poll(listed, { timeout: 8000 }).toBe(true);
});

test('in a browser through nginx: the article, its security headers, a client navigation, a correction', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 } });
  const tab = await context.newPage();
  const id = 10018;
  const response = await tab.goto(article(id, cluster.url));
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  const heading = tab.getByRole('heading', { level: 1 });
  const title = (await heading.textContent()) ?? '';
  expect(title).not.toBe('');

  // a related article: a client navigation (its RSC payload passes through nginx to an instance)
  await tab.evaluate(() => Object.assign(window, { stayed: true }));
  await tab.getByTestId('onward').scrollIntoViewIfNeeded();
  const related = tab.getByTestId('related').locator('a[href^="/newsDetail/"]').first();
  const target = (await related.getAttribute('href')) ?? '';
  await related.click();
  await expect(tab).toHaveURL(new RegExp(`${target.replace(/[./]/g, '\\$&')}$`));
  await expect(heading).not.toHaveText(title);
  expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await edit(id, { title: `更正：${title}` });
  await expect
    .poll(
      async () => {
        await tab.goto(article(id, cluster.url));
        return heading.textContent();
      },
      { timeout: 10_000 },
    )
    .toBe(`更正：${title}`);
  await context.close();
});

test('an instance killed under load: nginx moves on and no reader gets an error; none left: its own page', async () => {
  const urls = [10007, 10008, 10009, 10010].map((id) => article(id, cluster.url));
  const statuses = await load(urls, 6000, DESKTOP, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    cluster.killInstance(0);
  });
  expect(Object.keys(statuses)).toEqual(['200']);

  // with no instance left, nginx's own answer: a page that says so, with every security header (the
  // values as nginxConfig.mjs reads them: loaded as ES modules, as cluster.mjs is)
  const { ASSET_CONTENT_SECURITY_POLICY, FIXED_SECURITY_HEADERS } = await import('../../lib/security/fixedHeaders.mjs');
  cluster.killInstance(1);
  const response = await fetch(article(10010, cluster.url), { headers: { 'user-agent': DESKTOP } });
  expect(response.status).toBe(502);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toBe(ASSET_CONTENT_SECURITY_POLICY);
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(text).toContain('服务暂时不可用');
  expect(text).toContain("<meta name='color-scheme' content='light'>");
  // a reader who chose the dark theme gets the page dark (nginx names the app's theme cookie itself)
  const dark = await fetch(article(10010, cluster.url), {
    headers: { 'user-agent': DESKTOP, cookie: `${THEME_COOKIE}=dark` },
  });
  expect(await dark.text()).toContain("<meta name='color-scheme' content='dark'>");

  await Promise.all([cluster.startInstance(0), cluster.startInstance(1)]);
  // the next test finds both in nginx's rotation again (it tries a failed instance after 3 s)
  await Promise.all([cluster.untilEdgeServes(0), cluster.untilEdgeServes(1)]);
});

test('a rolling restart under load: each instance drains (not ready, in-flight answered), no reader loses a request', async () => {
  test.setTimeout(180_000);
  // phone readers at the edge, desktop readers through to the instances
  const urls = [10002, 10003, 10004].flatMap((id) => [article(id, cluster.url), article(id, cluster.url)]);
  const logBefore = readFileSync(cluster.accessLog, 'utf8').length;
  const drained: Record<string, unknown>[] = [];
  const exits: (number | null)[] = [];
  const statuses = await load(urls, 2000, DESKTOP, async () => {
    for (const index of [0, 1]) {
      const child = cluster.running.instances[index]!;
      const exited = new Promise<void>((resolve) => child.once('exit', (code) => (exits.push(code), resolve())));
      child.kill('SIGTERM');
      // while it drains it says it is not ready, naming why, and still answers
      await expect
        .poll(() => readiness(cluster.instanceUrls[index]!).then((answer) => answer.status), { timeout: 5000 })
        .toBe(503);
      drained.push((await readiness(cluster.instanceUrls[index]!)).body);
      await exited;
      await cluster.startInstance(index);
      // the next one only once nginx sends to this one again (it tries a failed instance after 3 s)
      await cluster.untilEdgeServes(index);
    }
  });
  expect(statuses).toEqual({ '200': expect.any(Number) });
  expect(statuses['200']).toBeGreaterThan(100);
  // a clean exit of each, after its drain: the requests in flight were answered (SIGKILL would be null)
  expect(exits).toEqual([0, 0]);
  for (const body of drained)
    expect(body).toMatchObject({ status: 'not ready', checks: { shutdown: { ok: false }, platform: { ok: true } } });
  // nginx answered none of them with its own error page
  expect(readFileSync(cluster.accessLog, 'utf8').slice(logBefore)).not.toMatch(/ 50[234] /);
});

test('Redis stopped and started under load: the instances keep serving, the shared cache comes back', async () => {
  const urls = cluster.instanceUrls.flatMap((base) => [10011, 10012, 10013].map((id) => article(id, base)));
  let unready: Record<string, unknown> | undefined;
  const statuses = await load(urls, 8000, DESKTOP, async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await stop(redis, 3000);
    // an instance says it is not ready, naming what is away
    await expect
      .poll(() => readiness(cluster.instanceUrls[0]!).then((answer) => answer.status), { timeout: 3000 })
      .toBe(503);
    unready = (await readiness(cluster.instanceUrls[0]!)).body;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    startRedis();
  });
  expect(Object.keys(statuses)).toEqual(['200']);
  expect(unready).toMatchObject({ status: 'not ready', checks: { redis: { ok: false }, platform: { ok: true } } });
  await expect
    .poll(() => readiness(cluster.instanceUrls[0]!).then((answer) => answer.status), { timeout: 10_000 })
    .toBe(200);
  // a page rendered now is shared again
  await expect
    .poll(
      async () => {
        await page(article(10014, cluster.instanceUrls[0]!), DESKTOP);
        return (await page(article(10014, cluster.instanceUrls[1]!), DESKTOP)).next;
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
  expect(redisKeys('pages:*10014*').length).toBeGreaterThan(0);
});

test('the platform away: cached pages are served, others show the error state, then it recovers', async () => {
  const cached = article(10015, cluster.url);
  await page(cached);
  await cluster.stopPlatform();
  try {
    const stale = await page(cached);
    expect(stale.status).toBe(200);
    expect(stale.title).not.toBe('');
    const uncached = await page(article(10016, cluster.instanceUrls[0]!), DESKTOP);
    expect(uncached.status).toBe(500);
    expect(uncached.html).toContain('data-testid="error-state"');
    // alive, and not ready: the platform does not answer
    expect((await fetch(`${cluster.instanceUrls[0]}/api/health`)).status).toBe(200);
    expect(await readiness(cluster.instanceUrls[0]!)).toMatchObject({
      status: 503,
      body: { checks: { platform: { ok: false }, redis: { ok: true } } },
    });
  } finally {
    await cluster.startPlatform();
  }
  await expect
    .poll(async () => (await page(article(10016, cluster.instanceUrls[0]!), DESKTOP)).status, { timeout: 20_000 })
    .toBe(200);
});

test('the webhook refuses what the platform did not sign, and what it cannot read', async () => {
  const url = `${cluster.instanceUrls[0]}/api/revalidate`;
  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then(
      async (response) => ({
        status: response.status,
        message: ((await response.json()) as { message?: string }).message,
      }),
    );
  const body = JSON.stringify({ id: randomUUID(), changes: [{ type: 'article', id: 10017, columnIds: [1] }] });
  expect(await post(body, {})).toEqual({ status: 401, message: 'signature missing or malformed' });
  expect(await post(body, { 'x-platform-signature': signWebhook(body, 'not the secret') })).toEqual({
    status: 401,
    message: 'signature does not match',
  });
  const old = signWebhook(body, cluster.secret, Math.floor(Date.now() / 1000) - 3600);
  expect((await post(body, { 'x-platform-signature': old })).status).toBe(401);
  const strange = JSON.stringify({ id: randomUUID(), changes: [{ type: 'page', id: 1 }] });
  expect((await post(strange, { 'x-platform-signature': signWebhook(strange, cluster.secret) })).status).toBe(400);
  expect((await post('x'.repeat(70_000), {})).status).toBe(413);
  // a page of another site posting here is refused before anything is read
  expect((await post(body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  const signed = { 'x-platform-signature': signWebhook(body, cluster.secret) };
  expect((await post(body, signed)).status).toBe(202);
  // the same signed call again, or signed afresh, is applied once
  expect(await post(body, signed)).toEqual({ status: 409, message: 'already applied' });
  expect((await post(body, { 'x-platform-signature': signWebhook(body, cluster.secret) })).status).toBe(409);
});

test('one huge signed change answers at once and refreshes a bounded set; readers are served meanwhile', async () => {
  const columnIds = Array.from({ length: 50 }, (_, index) => index + 1);
  const body = JSON.stringify({
    id: randomUUID(),
    changes: Array.from({ length: 100 }, (_, index) => ({ type: 'article', id: 10001 + index, columnIds })),
  });
  const started = Date.now();
  const response = await fetch(`${cluster.instanceUrls[0]}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-platform-signature': signWebhook(body, cluster.secret) },
    body,
  });
  const answer = (await response.json()) as { refreshing: number; dropped: number };
  expect(response.status).toBe(202);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(answer.refreshing + answer.dropped).toBeLessThanOrEqual(300);
  // an uncached reader through the edge meanwhile: a page, never a 502
  const reader = await page(article(10020, cluster.url), DESKTOP);
  expect(reader.status).toBe(200);
});

test("the edge keeps a copy of home per section: a section's address is never another's page", async () => {
  const home = `${cluster.url}/home.html`;
  // each asked twice: the second is the edge's copy, which must still be that section's
  for (const [query, title] of [
    ['', '澜海日报'],
    ['?column=12', '体育 · 澜海日报'],
    ['?column=10', 'English · 澜海日报'],
    ['', '澜海日报'],
  ] as const) {
    await page(`${home}${query}`);
    const shown = await page(`${home}${query}`);
    expect({ query, title: shown.title, edge: shown.edge }).toEqual({ query, title, edge: 'HIT' });
  }
});

test('an editor context with a percent-encoded key is never the shared page; internal paths are 404', async () => {
  const shared = `${cluster.url}/aboutUs.html`;
  // %79l is yl to Next: the edge passes it through and keeps nothing of it, and Next keeps it from caches
  for (const query of ['?%79l=1', '?%79%6C=1', '?is%50review=true', '?%63k=1'])
    for (let twice = 0; twice < 2; twice++) {
      const response = await fetch(`${shared}${query}`, { headers: { 'user-agent': PHONE } });
      await response.body?.cancel();
      expect({ query, edge: response.headers.get('x-cache-status') }).toEqual({ query, edge: 'BYPASS' });
    }
  await page(shared);
  const plain = await fetch(shared, { headers: { 'user-agent': PHONE } });
  await plain.body?.cancel();
  expect(plain.headers.get('x-cache-status')).toBe('HIT');
  expect(plain.headers.get('cache-control')).not.toMatch(/no-store/);
  for (const path of ['/~cn~plain/login.rsc', '/~cn~preview/aboutUs.rsc', '/%7Ecn~plain/home'])
    expect({ path, status: (await page(`${cluster.url}${path}`)).status }).toEqual({ path, status: 404 });
});

test("the edge never keeps a personal answer: a preview, a reader's language, a theme's cookie", async () => {
  const id = 10019;
  const shared = article(id, cluster.url);
  await page(shared);
  expect((await page(shared)).edge).toBe('HIT');
  const token = (
    (await (
      await fetch(`${cluster.platformUrl}/editor/previewLink`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-editor-token': cluster.editorToken },
        body: JSON.stringify({ siteId: 1, articleId: id }),
      })
    ).json()) as { data: { token: string } }
  ).data.token;
  for (const address of [`${shared}?yl=1&previewToken=${token}`, `${shared}?lang=en`, `${shared}?theme=dark`])
    for (let twice = 0; twice < 2; twice++) expect((await page(address)).edge).toBe('BYPASS');
  const english = await fetch(shared, { headers: { 'user-agent': PHONE, cookie: 'lang=en' } });
  expect(english.headers.get('x-cache-status')).toBe('BYPASS');
  expect(await english.text()).toContain('lang="en"');
});

test('a share card is drawn once and then kept by the edge; an editor’s correction gives a new one', async () => {
  const id = 10019;
  const cardOf = async () => {
    const { html } = await page(article(id, cluster.url));
    return /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  };
  const card = await cardOf();
  expect(new URL(card).origin).toBe(new URL(cluster.url).origin);
  const first = await fetch(card);
  expect(first.headers.get('content-type')).toBe('image/jpeg');
  await first.arrayBuffer();
  const again = await fetch(card);
  await again.arrayBuffer();
  expect(again.headers.get('x-cache-status')).toBe('HIT');
  // the title is what the card falls back to: a corrected title is a new card address
  await edit(id, { title: '改过的标题：澜海的一天' });
  await expect.poll(cardOf, { timeout: 15_000 }).not.toBe(card);
});

test('a real Prometheus scrapes both instances: the rate of article requests and the cache hit ratio read back', async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prometheus-'));
  const targets = [...cluster.metricsUrls, cluster.platformMetricsUrl].map((url) => new URL(url).host);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    `global: { scrape_interval: 1s }\nscrape_configs:\n  - job_name: web\n    static_configs:\n      - targets: ${JSON.stringify(targets)}\n`,
  );
  const prometheus = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const query = async (promql: string) => {
    const answer = (await (
      await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(promql)}`)
    ).json()) as {
      data: { result: { value: [number, string] }[] };
    };
    return answer.data.result.map((row) => Number(row.value[1]));
  };
  /** A query of one number (a sum): 0 while nothing matches. */
  const value = async (promql: string) => (await query(promql))[0] ?? 0;
  try {
    await expect.poll(() => query('up').catch(() => []), { timeout: 30_000 }).toEqual([1, 1, 1]);
    // a known load, straight at the instances (the edge would answer most of it): 40 requests of one
    // article each, after one each so that every series exists
    const id = 10012;
    for (const base of cluster.instanceUrls) await page(article(id, base), DESKTOP);
    const requests = 'sum(web_requests_total{screen="newsDetail",status="200"})';
    const answers = 'sum(web_page_cache_total{screen="newsDetail"})';
    const fromCache = 'sum(web_page_cache_total{screen="newsDetail",result=~"hit|stale"})';
    const ofArticles = (labels: string) => labels.includes('screen="newsDetail"');
    const answered = (labels: string) => ofArticles(labels) && labels.includes('status="200"');
    const cached = (labels: string) => ofArticles(labels) && /result="(hit|stale)"/.test(labels);
    // earlier tests' changes are still being fetched again through the edge (up to 300 pages in the
    // background): wait until the instances have answered no page for 2 s, then nothing else comes
    let lastCount = -1;
    await expect
      .poll(
        async () => {
          const now = await counted(
            cluster.metricsUrls,
            'web_requests_total',
            (labels) => !labels.includes('screen="api"'),
          );
          const quiet = now === lastCount;
          lastCount = now;
          return quiet;
        },
        { intervals: [2_000], timeout: 90_000 },
      )
      .toBe(true);
    // what the instances count now, read from them; Prometheus has it once a scrape of both came after
    const [requestsBefore, answersBefore, fromCacheBefore] = await Promise.all([
      counted(cluster.metricsUrls, 'web_requests_total', answered),
      counted(cluster.metricsUrls, 'web_page_cache_total', ofArticles),
      counted(cluster.metricsUrls, 'web_page_cache_total', cached),
    ]);
    await expect.poll(() => value(answers), { timeout: 10_000 }).toBe(answersBefore);
    expect([await value(requests), await value(fromCache)]).toEqual([requestsBefore, fromCacheBefore]);
    // what the test sees: each answer's x-nextjs-cache (HIT, STALE, MISS)
    const seen = { answers: 0, fromCache: 0 };
    for (const base of cluster.instanceUrls)
      for (let n = 0; n < 40; n++) {
        const answer = await page(article(id, base), DESKTOP);
        expect(answer.status).toBe(200);
        if (answer.next) seen.answers++;
        if (answer.next === 'HIT' || answer.next === 'STALE') seen.fromCache++;
      }
    expect(seen.answers).toBe(80);
    expect(seen.fromCache).toBeGreaterThan(0);
    // Prometheus reads back the same: the 80 requests, and the share the page cache answered (the hit ratio)
    await expect.poll(() => value(answers), { timeout: 20_000 }).toBe(answersBefore + 80);
    expect(await value(requests)).toBe(requestsBefore + 80);
    expect((await value(fromCache)) - fromCacheBefore).toBe(seen.fromCache);
    expect(await value('sum(rate(web_requests_total{screen="newsDetail"}[30s]))')).toBeGreaterThan(0);
    expect((await query('sum(web_platform_calls_total{call="getArticleContent",outcome="ok"})'))[0]).toBeGreaterThan(0);
    // the platform's: requests by route, and the websocket clients (none open here)
    expect((await query('sum(platform_requests_total{route="/app_if/getArticleContent"})'))[0]).toBeGreaterThan(0);
    expect(await query('platform_websocket_clients')).toEqual([expect.any(Number)]);
    // the metrics are not served through the edge (its /metrics is no page: it goes home)
    const edge = await fetch(`${cluster.url}/metrics`, { redirect: 'manual' });
    expect(edge.status).toBe(307);
    expect(await edge.text()).not.toContain('web_requests_total');
  } finally {
    prometheus.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});

test("one trace per request: the proxy, the render, each platform call and the platform's own spans", async () => {
  // the reader's request comes with a trace context (a hop in front started the trace)
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  const response = await fetch(article(10021, cluster.instanceUrls[0]!), {
    headers: { 'user-agent': DESKTOP, traceparent: `00-${traceId}-${parentId}-01` },
  });
  expect(response.status).toBe(200);
  await response.text();
  const spans = () => collector.trace(traceId);
  const root = () => spans().find((span) => span.parentSpanId === parentId);
  const byId = () => new Map(spans().map((span) => [span.spanId, span]));
  const platformSpan = () =>
    spans().find(
      (span) =>
        span.service === 'platform' &&
        span.name === 'GET /app_if/getArticleContent' &&
        byId().get(span.parentSpanId ?? '')?.name === 'platform getArticleContent',
    );
  // spans are sent in batches, each process its own: waited for until the root and the platform's are in
  await expect.poll(() => Boolean(root() && platformSpan()), { timeout: 20_000 }).toBe(true);

  const all = byId();
  expect(root()).toMatchObject({ service: 'web', kind: 2 });
  // one tree: every span reaches the root through its parents
  const reachesRoot = (span: ReceivedSpan | undefined): boolean =>
    span?.spanId === root()!.spanId || (span !== undefined && reachesRoot(all.get(span.parentSpanId ?? '')));
  expect(
    spans()
      .filter((span) => !reachesRoot(span))
      .map((span) => span.name),
  ).toEqual([]);
  const names = spans().map((span) => span.name);
  // the proxy (proxy.ts: Next's middleware span), the render of the article's route, the platform calls
  expect(names).toContain('middleware GET');
  expect(names.some((name) => name.includes('/newsDetail/[columnId]/[id]'))).toBe(true);
  const call = all.get(platformSpan()!.parentSpanId!)!;
  expect(call).toMatchObject({ service: 'web', kind: 3, attributes: { 'platform.call': 'getArticleContent' } });
  // the platform's span names the request the front end logged and answered with
  expect(platformSpan()!.attributes).toMatchObject({
    'http.route': '/app_if/getArticleContent',
    'request.id': response.headers.get('x-request-id'),
  });
  // no address with its query in any span: member tokens and phone numbers travel there
  expect(JSON.stringify(spans())).not.toMatch(/\?[a-zA-Z]+=|deviceId|appId=/);
});

/** Starts a copy of the artefact on `port`, as a deploy does. */
async function startDeploy(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      NODE_ENV: 'production',
      PATH: process.env.PATH,
      PORT: String(port),
      HOSTNAME: '::',
      PLATFORM_URL: cluster.platformUrl,
      NEXT_MANUAL_SIG_HANDLE: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/api/ready`, { child: server, timeoutMs: 30_000 }).catch(
    async (error: unknown) => {
      await stop(server, 3000);
      throw error;
    },
  );
  return server;
}

test('the artefact runs alone: copied out of the repository, it starts with node and an environment', async () => {
  // the build's standalone folder (scripts/lib/standalone.cjs), where no node_modules of the repository
  // can be reached: what a deployer copies to a machine without npm ci
  const { standaloneServer } = await import('../../scripts/lib/standalone.cjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'artefact-'));
  cpSync(path.dirname(standaloneServer()), dir, { recursive: true });
  const port = await freePort();
  const server = await startDeploy(dir, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const answer = await page(article(10022, base), DESKTOP);
    expect(answer.status).toBe(200);
    expect(answer.title).not.toBe('');
    // its scripts and the public folder come with it
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(answer.html)![1]!;
    expect((await fetch(`${base}${script}`)).status).toBe(200);
    expect((await fetch(`${base}/debug-guard.js`)).status).toBe(200);
    // and the service worker the build bundled
    expect((await fetch(`${base}/sw.js`)).headers.get('content-type')).toContain('javascript');
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    await stop(server, 3000);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new deploy: the service worker updates itself under an open page, which keeps every script it used', async ({
  browser,
}) => {
  // deploy A, then deploy B: a worker of another build (its precache's revision is a digest of the build's
  // files) whose server no longer has A's scripts (a new build names its own)
  const { standaloneServer } = await import('../../scripts/lib/standalone.cjs');
  const deployA = mkdtempSync(path.join(os.tmpdir(), 'deploy-a-'));
  const deployB = mkdtempSync(path.join(os.tmpdir(), 'deploy-b-'));
  cpSync(path.dirname(standaloneServer()), deployA, { recursive: true });
  cpSync(path.dirname(standaloneServer()), deployB, { recursive: true });
  const workerB = path.join(deployB, 'public', 'sw.js');
  writeFileSync(workerB, readFileSync(workerB, 'utf8').replace(/revision:"[0-9a-f]+"/, 'revision:"b0b0b0b0b0b0b0b0"'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let server = await startDeploy(deployA, port);
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 375, height: 812 } });
  try {
    const tab = await context.newPage();
    // the app's signal that a page has hydrated (lib/html/earlyTaps.ts)
    await tab.addInitScript((alive) => {
      document.addEventListener(alive, () => Object.assign(window, { appAlive: true }));
    }, APP_ALIVE_EVENT);
    await tab.goto(article(10018, base));
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const scripts = await tab.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.startsWith('/_next/static/')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) rmSync(path.join(deployB, '.next', script.replace('/_next/', '')), { force: true });
    await tab.evaluate(() =>
      navigator.serviceWorker.addEventListener('controllerchange', () =>
        Object.assign(window, { workerChanged: true }),
      ),
    );

    await stop(server, 10_000);
    server = await startDeploy(deployB, port);
    await tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // B's worker takes the open page over at once (skipWaiting, clientsClaim)
    await tab.waitForFunction(() => (window as unknown as { workerChanged?: boolean }).workerChanged === true);
    // its precache holds its own offline page only once it has cleaned up A's (while activating)
    const precached = () =>
      tab.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          if (name.includes('precache'))
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
    await expect.poll(precached).toEqual([expect.stringContaining('__WB_REVISION__=b0b0b0b0b0b0b0b0')]);
    // the page's scripts are gone from the server, not from the worker: the page loads again whole
    expect((await fetch(`${base}${scripts[0]}`)).status).toBe(404);
    await tab.reload();
    await tab.waitForFunction(() => (window as unknown as { appAlive?: boolean }).appAlive === true);
    const failed = await tab.evaluate(
      (wanted) =>
        wanted.filter(
          (name) => !performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === name),
        ),
      scripts.filter((name) => name.endsWith('.css')),
    );
    expect(failed).toEqual([]);
    // hydrated from the kept scripts, its parts work with the new worker (this origin is no platform's
    // client, so the part tried is one of the page's own: saving it offline)
    await tab.getByTestId('article-save-offline').click();
    await expect(tab.getByText('已保存，无网络时也能阅读')).toBeVisible();
  } finally {
    await context.close();
    await stop(server, 3000);
    rmSync(deployA, { recursive: true, force: true });
    rmSync(deployB, { recursive: true, force: true });
  }
});

test('the container image builds from the artefact alone, where a container engine runs', async () => {
  test.setTimeout(600_000);
  const engine = spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 });
  test.skip(engine.status !== 0, 'no container engine answers here (docker info): the Dockerfile is not built');
  const tag = `news-web-test:${process.pid}`;
  const built = spawnSync('docker', ['build', '-t', tag, '.'], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
  spawnSync('docker', ['image', 'rm', tag], { stdio: 'ignore' });
});
