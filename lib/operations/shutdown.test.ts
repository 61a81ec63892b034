/**
 * @jest-environment node
 */
/** SIGTERM on a real HTTP server: the request in flight finishes, readiness says no, then it exits. */
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { shutdownOptionsFromEnv, shuttingDown, watchForShutdown } from './shutdown';
import { instanceProbes } from './readiness';

jest.mock('./requestLog', () => ({ log: { info: jest.fn(), warn: jest.fn() } }));

it('reads its delay and time-out from the environment, refusing what is not a number of ms', () => {
  expect(shutdownOptionsFromEnv({})).toMatchObject({ delayMs: 0, timeoutMs: 25_000 });
  expect(shutdownOptionsFromEnv({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '9000' })).toMatchObject({
    delayMs: 5000,
    timeoutMs: 9000,
  });
  expect(shutdownOptionsFromEnv({ SHUTDOWN_DELAY_MS: '5s' }).delayMs).toBe(0);
});

/** When the server finished sending the slow answer: the exit must come after it. */
let slowSentAt = 0;
const server = http.createServer((request, response) => {
  const slow = request.url === '/slow';
  setTimeout(() => response.end('done', () => slow && (slowSentAt = performance.now())), slow ? 400 : 0);
});
afterAll(() => server.close());

it('on SIGTERM: not ready, answers close their connection, then it stops listening, lets the slow request finish and exits', async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const exited: number[] = [];
  let exitedAt = 0;
  process.env.NEXT_MANUAL_SIG_HANDLE = 'true';
  const signals = new EventEmitter();
  watchForShutdown(
    {
      delayMs: 150,
      timeoutMs: 5000,
      exit: (code) => {
        exited.push(code);
        exitedAt = performance.now();
      },
    },
    signals,
  );

  const slow = fetch(`${base}/slow`).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(shuttingDown()).toBe(false);
  signals.emit('SIGTERM');
  expect(shuttingDown()).toBe(true);
  await expect(instanceProbes({}).shutdown!()).rejects.toThrow('shutting down');

  // within the delay: still served, on a connection that closes after the answer
  const during = await fetch(`${base}/quick`);
  expect(during.headers.get('connection')).toBe('close');
  expect(await during.text()).toBe('done');
  // after it: nobody listens, while the slow one is still being answered
  await new Promise((resolve) => setTimeout(resolve, 150));
  await expect(fetch(`${base}/quick`)).rejects.toThrow();
  expect(exited).toEqual([]);

  expect(await slow).toBe('done');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(exited).toEqual([0]);
  // measured on the server's side: the client may read the answer after the process has exited
  expect(slowSentAt).toBeGreaterThan(0);
  expect(exitedAt).toBeGreaterThanOrEqual(slowSentAt);
});
