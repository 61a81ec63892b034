/**
 * The request log: each request of a Node HTTP server gets an id (a trusted one from in front, else a new
 * one) that its answer carries and its work can read, and one JSON line when answered, with the path
 * but not the query.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { currentRequestId, log, pathOf, requestIdOf, watchRequests } from './requestLog';

describe('request ids', () => {
  it('take an id sent from in front when it looks like one, else make one', () => {
    expect(requestIdOf('edge-1234abcd')).toBe('edge-1234abcd');
    expect(requestIdOf(['edge-1234abcd', 'x'])).toBe('edge-1234abcd');
    for (const bad of [undefined, 'short', 'has space in it', `${'x'.repeat(65)}`, '<script>alert(1)</script>'])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('log the path without the query', () => {
    expect(pathOf('/newsDetail/1/2.html?code=abc&token=x')).toBe('/newsDetail/1/2.html');
  });
});

describe('watchRequests', () => {
  it('gives each request its id, readable by its work, and logs one line when it is answered', async () => {
    watchRequests();
    const lines: Record<string, unknown>[] = [];
    const spy = jest.spyOn(log, 'info').mockImplementation(((line: Record<string, unknown>) => {
      lines.push(line);
    }) as typeof log.info);
    const server = http.createServer((_request, response) => {
      // the work of the request, a tick later, still knows whose it is
      setTimeout(() => response.end(String(currentRequestId())), 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const given = await fetch(`${base}/a.html?phone=13800000000`, { headers: { 'x-request-id': 'edge-1234abcd' } });
      expect(given.headers.get('x-request-id')).toBe('edge-1234abcd');
      expect(await given.text()).toBe('edge-1234abcd');
      const made = await fetch(`${base}/b.html`);
      const id = made.headers.get('x-request-id')!;
      expect(await made.text()).toBe(id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'request',
          requestId: 'edge-1234abcd',
          method: 'GET',
          path: '/a.html',
          status: 200,
        }),
        expect.objectContaining({ msg: 'request', requestId: id, path: '/b.html', status: 200 }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('13800000000');
    } finally {
      spy.mockRestore();
      server.close();
    }
  });
});
