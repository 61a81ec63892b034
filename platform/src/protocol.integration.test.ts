/**
 * The front end's client with its protocol (lib/api/protocol.ts) against the running reference platform:
 * token mode, signed calls, and what the client does about each refusal code. Side effects a browser
 * would see (reload, native bridge calls) are recorded by the test.
 */
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { fetchArticleCounts } from '@/lib/api/content';
import { AUTH_RETRY_KEY, createProtocol, type ProtocolFlags } from '@/lib/api/protocol';
import { memorySession, type SessionStore } from '@/lib/api/session';
import { readRuntimeConfig } from '@/lib/env';
import { createBridge } from '@/lib/native/bridge';
import { startTestPlatform, type TestPlatform } from './testing';

let platform: TestPlatform;
let url: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  url = await platform.listen();
});

afterAll(async () => {
  await platform?.close();
});

async function setFlags(flags: Partial<{ xyAuth: number; tokenEnable: boolean }>) {
  const [row] = await platform.db.query<{ config: Record<string, unknown> & { xyApi: Record<string, unknown> } }>(
    'SELECT config FROM site_config WHERE site_id = 1',
  );
  const config = row!.config;
  if (flags.xyAuth !== undefined) config.xyApi.xyAuth = flags.xyAuth;
  if (flags.tokenEnable !== undefined) config.tokenEnable = flags.tokenEnable;
  await platform.db.query('UPDATE site_config SET config = $1 WHERE site_id = 1', [JSON.stringify(config)]);
}

interface Harness {
  client: ApiClient;
  session: SessionStore;
  reloads: number;
  attempts: Map<string, string>;
  bridgeCalls: string[];
}

function harness(
  flags: ProtocolFlags,
  options: {
    environment?: 'browser' | 'server';
    userAgent?: string;
    /** The tab's session storage, kept across reloads (each harness is one page load). */
    attempts?: Map<string, string>;
    /** Between the client and the platform, to see or steer what goes out. */
    fetch?: (session: SessionStore) => typeof fetch;
  } = {},
): Harness {
  const runtime = readRuntimeConfig({ PLATFORM_URL: url });
  const session = memorySession();
  const attempts = options.attempts ?? new Map<string, string>();
  const bridgeCalls: string[] = [];
  const h: Harness = { client: undefined as unknown as ApiClient, session, reloads: 0, attempts, bridgeCalls };
  const target = {
    xyApp: {
      refreshToken: () => void bridgeCalls.push('refreshToken'),
      clearUserAndLogin: () => void bridgeCalls.push('clearUserAndLogin'),
      toast: (payload?: string) => void bridgeCalls.push(`toast ${payload}`),
    },
  };
  h.client = createApiClient(runtime, {
    deviceId: () => 'device-1',
    fetch: options.fetch?.(session),
    protocol: createProtocol({
      runtime,
      session,
      flags: () => flags,
      environment: options.environment ?? 'browser',
      deviceId: () => 'device-1',
      virtualDeviceId: () => 'xy123',
      bridge: createBridge(options.userAgent ?? 'Mozilla/5.0', target),
      reload: () => void h.reloads++,
      attempts: { getItem: (k) => attempts.get(k) ?? null, setItem: (k, v) => void attempts.set(k, v) },
      schedule: (run) => run(),
    }),
  });
  return h;
}

const plain: ProtocolFlags = { xyAuth: 0, tokenEnable: false, curVersions: 2, encryptKey4: 'Lh4k9Qz2Xw7Tb1Re' };

describe('token mode', () => {
  beforeAll(() => setFlags({ tokenEnable: true }));
  afterAll(() => setFlags({ tokenEnable: false }));

  it('a fresh visitor gets an anonymous token first, then reads', async () => {
    const h = harness({ ...plain, tokenEnable: true });
    expect(h.session.get('securityToken')).toBeUndefined();
    await expect(fetchArticleCounts(h.client, 10001)).resolves.toMatchObject({ readCount: expect.any(Number) });
    expect(h.session.get('securityToken')).toMatch(/^[A-Za-z0-9]{40}$/);
  });

  it('an expired token (10111) is renewed and the call completes', async () => {
    const h = harness({ ...plain, tokenEnable: true });
    await fetchArticleCounts(h.client, 10001);
    const first = h.session.get('securityToken')!;
    await platform.db.query("UPDATE security_tokens SET expires_at = now() - interval '1 second' WHERE token = $1", [
      first,
    ]);
    await expect(fetchArticleCounts(h.client, 10001)).resolves.toMatchObject({ readCount: expect.any(Number) });
    expect(h.session.get('securityToken')).not.toBe(first);
  });

  it('in the native app, 10111 asks the app to refresh and toasts after 0.8 s', async () => {
    const h = harness({ ...plain, tokenEnable: true }, { userAgent: 'Mozilla/5.0 (iPhone) xyApp/5.0.0 xyUid/42' });
    h.session.set('securityToken', 'forged');
    await expect(fetchArticleCounts(h.client, 10001)).rejects.toMatchObject({ status: 10111 });
    expect(h.bridgeCalls).toEqual([
      'refreshToken',
      'toast {"text":"user login info has expired, please re-enter this page"}',
    ]);
  });
});

describe('signed calls (xyAuth 2)', () => {
  beforeAll(() => setFlags({ xyAuth: 2 }));
  afterAll(() => setFlags({ xyAuth: 0 }));

  it('the exchange runs once, then every call is signed', async () => {
    const h = harness({ ...plain, xyAuth: 2 });
    await expect(fetchArticleCounts(h.client, 10001)).resolves.toMatchObject({ readCount: expect.any(Number) });
    const token = h.session.get('authToken');
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    await fetchArticleCounts(h.client, 10002);
    expect(h.session.get('authToken')).toBe(token);
  });

  /** One page load that starts with a stale auth token and secret stored. */
  const staleVisit = (options: Parameters<typeof harness>[1] = {}) => {
    const h = harness({ ...plain, xyAuth: 2 }, options);
    h.session.set('authToken', 'stale-token');
    h.session.set('appSecret', 'stale-secret');
    return h;
  };

  it('1004 in the browser clears the auth, counts and reloads, at most 3 times', async () => {
    const tab = new Map<string, string>();
    let reloads = 0;
    for (let visit = 0; visit < 5; visit++) {
      const h = staleVisit({ attempts: tab });
      await expect(fetchArticleCounts(h.client, 10001)).rejects.toMatchObject({ status: 1004 });
      expect(h.session.get('authToken')).toBeUndefined();
      reloads += h.reloads;
    }
    expect(reloads).toBe(3);
    expect(tab.get(AUTH_RETRY_KEY)).toBe('3');
  });

  it('several refused calls of one page count one attempt and ask for one reload', async () => {
    // a page view event and a list, both signed with the stale auth, both refused
    const h = staleVisit();
    const answers = await Promise.allSettled([
      fetchArticleCounts(h.client, 10001),
      fetchArticleCounts(h.client, 10002),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(h.reloads).toBe(1);
    expect(h.attempts.get(AUTH_RETRY_KEY)).toBe('1');
  });

  it('a refusal of a call signed before the auth was renewed signs it again and keeps the new auth', async () => {
    const fresh = harness({ ...plain, xyAuth: 2 });
    await fetchArticleCounts(fresh.client, 10001);
    const [token, secret] = [fresh.session.get('authToken')!, fresh.session.get('appSecret')!];
    // while the stale call is on the wire, another call's exchange stores a good auth
    const h = staleVisit({
      fetch: (session) => (input, init) => {
        if (new Headers(init?.headers).get('authtoken') === 'stale-token') {
          session.set('authToken', token);
          session.set('appSecret', secret);
        }
        return fetch(input, init);
      },
    });
    await expect(fetchArticleCounts(h.client, 10001)).resolves.toMatchObject({ readCount: expect.any(Number) });
    expect(h.reloads).toBe(0);
    expect(h.attempts.get(AUTH_RETRY_KEY)).toBe('0');
    expect(h.session.get('authToken')).toBe(token);
  });

  it('1004 on the server exchanges again once and completes', async () => {
    const h = staleVisit({ environment: 'server' });
    await expect(fetchArticleCounts(h.client, 10001)).resolves.toMatchObject({ readCount: expect.any(Number) });
    expect(h.reloads).toBe(0);
  });

  it('a successful signed call resets the reload counter', async () => {
    const h = harness({ ...plain, xyAuth: 2 });
    h.attempts.set(AUTH_RETRY_KEY, '2');
    await fetchArticleCounts(h.client, 10001);
    expect(h.attempts.get(AUTH_RETRY_KEY)).toBe('0');
  });
});

describe('member codes', () => {
  it('10102 in the native app asks it after 1 s to clear the user and log in', async () => {
    const h = harness(plain, { userAgent: 'Mozilla/5.0 xyApp/5.0.0' });
    h.session.set('refreshToken', 'gone');
    // refreshToken answers the sso envelope; a member call answering 10102 is simulated by the protocol hook
    const protocol = createProtocol({
      runtime: readRuntimeConfig({ PLATFORM_URL: url }),
      session: h.session,
      flags: () => plain,
      environment: 'browser',
      deviceId: () => 'd',
      bridge: createBridge('Mozilla/5.0 xyApp/5.0.0', {
        xyApp: { clearUserAndLogin: () => void h.bridgeCalls.push('clearUserAndLogin') },
      }),
      schedule: (run, ms) => {
        expect(ms).toBe(1000);
        run();
      },
    });
    await expect(protocol.onStatus(10102, 0)).resolves.toBe('fail');
    await expect(protocol.onStatus(10103, 0)).resolves.toBe('fail');
    expect(h.bridgeCalls).toEqual(['clearUserAndLogin', 'clearUserAndLogin']);
  });

  it('10001 is left alone', async () => {
    const h = harness(plain);
    const protocol = createProtocol({
      runtime: h.client.runtime,
      session: h.session,
      flags: () => plain,
      environment: 'browser',
      deviceId: () => 'd',
      reload: () => void h.reloads++,
    });
    await expect(protocol.onStatus(10001, 0)).resolves.toBe('fail');
    expect(h.reloads).toBe(0);
  });
});
