/** Metrics: requests by screen, the page cache's answers, platform calls; served on their own port. */
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { countPlatformCall, countRequest, metrics, screenOf, serveMetrics } from './metrics';
import { watchRequests } from './requestLog';

describe('metrics', () => {
  it('name a request by its screen', () => {
    expect(screenOf('/newsDetail/1/10001.html')).toBe('newsDetail');
    expect(screenOf('/m/newsDetail/10001.html', '/m')).toBe('newsDetail');
    expect(screenOf('/')).toBe('home');
    expect(screenOf('/_next/static/chunks/a.js')).toBe('next');
    expect(screenOf('/api/ready')).toBe('api');
    expect(screenOf('/share-card/x.jpg')).toBe('asset');
    expect(screenOf('/nothing/here')).toBe('other');
  });

  it('count requests, what the page cache answered and platform calls, in Prometheus’ text', async () => {
    countRequest('/newsDetail/1/10001.html', 200, 0.012, 'HIT');
    countRequest('/newsDetail/1/10002.html', 200, 0.3, 'MISS');
    countPlatformCall('getArticleContent', 'ok', 0.02);
    countPlatformCall('getArticleContent', 'timeout', 3);
    const text = await metrics().registry.metrics();
    expect(text).toContain('web_requests_total{screen="newsDetail",status="200"} 2');
    expect(text).toContain('web_page_cache_total{screen="newsDetail",result="hit"} 1');
    expect(text).toContain('web_page_cache_total{screen="newsDetail",result="miss"} 1');
    expect(text).toContain('web_platform_calls_total{call="getArticleContent",outcome="timeout"} 1');
    expect(text).toMatch(/web_request_duration_seconds_bucket\{le="0\.025",screen="newsDetail"\} 1/);
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('are served on their own port, and nothing else there', async () => {
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    serveMetrics({ METRICS_PORT: String(port) });
    const server = (globalThis as Record<symbol, Server | undefined>)[Symbol.for('newsfront.metricsServer')]!;
    try {
      await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await answer.text()).toContain('# TYPE web_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      // a scrape is no reader's request: the request watcher leaves the metrics port out
      const answered: string[] = [];
      watchRequests((request) => answered.push(request.path));
      await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(answered).toEqual([]);
    } finally {
      server.close();
    }
  });
});
