/**
 * The client's transport behaviour against a local HTTP server that answers, stalls or fails on cue
 * (answers of the platform itself are tested against the real platform in platform/src/server.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { RuntimeConfig } from '../env';
import { EMPTY } from './answer';
import { buildUrl, commonParams, createApiClient, TIMEOUTS } from './client';
import { ApiError, isCancel, isNetworkFailure } from './errors';

let server: http.Server;
let runtime: RuntimeConfig;
const seen: { url: string; body: string; method: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', body, method: request.method ?? '' });
      const path = (request.url ?? '').split('?')[0];
      if (path === '/app_if/stall') return; // never answers
      if (path === '/app_if/boom') return void response.writeHead(502).end('bad gateway');
      if (path === '/app_if/html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      const send = (value: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (path === '/app_if/empty') return send({ status: 0, data: null });
      if (path === '/app_if/denied') return send({ status: 1004, message: 'auth expired' });
      if (path === '/app_if/wrong') return send({ status: 0, data: { title: 42 } });
      send({ status: 0, message: 'success', data: { title: 'ok' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  runtime = {
    bases: { base: `${base}/app_if`, sso: `${base}/sso`, nis: base, adv: base, mvod: base, mam: base, vote: base },
    siteId: 7,
    appId: 'app',
    publicUrl: 'http://web.test',
    basePath: '',
    version: '2.0.0',
    wechatOauthUrl: 'http://platform.test/wx/connect/oauth2/authorize',
  };
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const schema = z.object({ title: z.string() });
const spec = (path: string, method: 'GET' | 'POST' = 'GET') => ({
  name: path,
  base: 'base' as const,
  path,
  schema,
  method,
});

describe('createApiClient', () => {
  const client = () => createApiClient(runtime, { deviceId: () => 'device-1' });

  it('sends the common parameters with every GET and reads the data', async () => {
    await expect(client().call(spec('ok'), { articleId: 5, skip: undefined })).resolves.toEqual({ title: 'ok' });
    const query = new URL(`http://x${seen.at(-1)!.url}`).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      siteId: '7',
      appId: 'app',
      deviceId: 'device-1',
      version: '2.0.0',
      apiVersion: '1',
      articleId: '5',
    });
    expect(Number(query.get('t'))).toBeGreaterThan(1_700_000_000_000);
    expect(query.has('skip')).toBe(false);
  });

  it('form-encodes POST bodies', async () => {
    await client().call(spec('ok', 'POST'), { content: 'a b&c' });
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(new URLSearchParams(last.body).get('content')).toBe('a b&c');
    expect(new URLSearchParams(last.body).get('siteId')).toBe('7');
  });

  it('sends multipart bodies for uploads, fields and files', async () => {
    const upload = { ...spec('ok', 'POST'), encoding: 'multipart' as const };
    await client().call(upload, { articleId: 5 }, { files: { file: new Blob(['GIF89a'], { type: 'image/gif' }) } });
    const last = seen.at(-1)!;
    expect(last.body).toMatch(/name="articleId"\r\n\r\n5\r\n/);
    expect(last.body).toMatch(/name="siteId"\r\n\r\n7\r\n/);
    expect(last.body).toMatch(/name="file"; filename="file"\r\nContent-Type: image\/gif\r\n\r\nGIF89a/);
  });

  it('loads a lazy schema while the call is on the wire, and a failed load does not hide a failed call', async () => {
    let loadStarted = false;
    const seenBefore = seen.length;
    const lazy = {
      ...spec('ok'),
      schema: () => {
        loadStarted = true;
        // the request has not reached the server yet: the chunk and the answer travel side by side
        expect(seen.length).toBe(seenBefore);
        return Promise.resolve(schema);
      },
    };
    await expect(client().call(lazy)).resolves.toEqual({ title: 'ok' });
    expect(loadStarted).toBe(true);
    const broken = { ...spec('boom'), schema: () => Promise.reject(new Error('chunk failed')) };
    await expect(client().call(broken)).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('turns an empty answer into the empty marker', async () => {
    await expect(client().call(spec('empty'))).resolves.toBe(EMPTY);
  });

  it('rejects with the platform status', async () => {
    const error = await client()
      .call(spec('denied'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', status: 1004, call: 'denied' });
  });

  it('names the call and the field when the answer does not fit the schema', async () => {
    await expect(client().call(spec('wrong'))).rejects.toThrow(/^wrong: data\.title: /);
  });

  it('times out', async () => {
    const error = await client()
      .call(spec('stall'), {}, { timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('rejects with "cancel" when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client().call(spec('stall'), {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(isCancel(error)).toBe(true);
    expect((error as Error).message).toBe('cancel');
  });

  it('rejects at once with an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(client().call(spec('ok'), {}, { signal: controller.signal })).rejects.toThrow('cancel');
  });

  it('reports HTTP failures and non-JSON answers', async () => {
    await expect(client().call(spec('boom'))).rejects.toMatchObject({ kind: 'http', status: 502 });
    await expect(client().call(spec('html'))).rejects.toMatchObject({ kind: 'http' });
  });

  it('reports an unreachable platform as a network failure', async () => {
    const offline = createApiClient(
      { ...runtime, bases: { ...runtime.bases, base: 'http://127.0.0.1:9/app_if' } },
      { deviceId: () => 'd' },
    );
    const error = await offline.call(spec('ok')).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(isNetworkFailure(error)).toBe(true);
  });

  it('records a call made for its effect: the envelope is read, the data never parsed', async () => {
    const counting = { name: 'wrong', base: 'base' as const, path: 'wrong', method: 'POST' as const };
    // a spec without a schema, and data the call's schema above would refuse: nothing parses it
    await expect(client().record(counting, { id: 3 })).resolves.toBeUndefined();
    expect(seen.at(-1)!.body).toContain('id=3');
    await expect(client().record({ ...counting, path: 'denied' })).rejects.toMatchObject({
      kind: 'status',
      status: 1004,
    });
  });
});

describe('helpers', () => {
  it('time-outs of the spec', () => {
    expect(TIMEOUTS).toEqual({ default: 5000, wrapped: 50000, analytics: 180000 });
  });
  it('buildUrl joins base, path and query', () => {
    expect(buildUrl('http://h/app_if', '/getConfig', { a: '1 2' })).toBe('http://h/app_if/getConfig?a=1+2');
    expect(buildUrl('http://h/app_if', 'x', {})).toBe('http://h/app_if/x');
  });
  it('commonParams', () => {
    expect(commonParams({ siteId: 1, appId: 'a', version: '1.0.0' } as RuntimeConfig, 'd', 5)).toEqual({
      siteId: '1',
      appId: 'a',
      deviceId: 'd',
      version: '1.0.0',
      apiVersion: '1',
      t: '5',
    });
  });
});
