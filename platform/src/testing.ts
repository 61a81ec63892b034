/**
 * A seeded platform for tests: PGlite in memory by default, or a schema of its own in the PostgreSQL
 * of DATABASE_URL (dropped afterwards), so both stores run the same tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ChangeNotifier } from './changeNotifier';
import { openDb, type Db } from './db';
import { migrate } from './migrate';
import { seedDatabase, type SeedSummary } from './seed/seed';
import { buildServer } from './server';
import { PLATFORM_ROOT } from './settings';
import { createApiClient, type ApiClient } from '../../lib/api/client';
import { createProtocol, type ProtocolFlags } from '../../lib/api/protocol';
import { memorySession } from '../../lib/api/session';
import { readRuntimeConfig, type RuntimeConfig } from '../../lib/env';

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  seeded: SeedSummary;
  /** Listening address, once listen() was called. */
  url?: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export const TEST_MEDIA_DIR = path.join(PLATFORM_ROOT, '.data', 'media');

export async function openTestDb(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDb({});
  return openDb({ databaseUrl, schema: `test_${randomBytes(6).toString('hex')}` });
}

export async function startTestPlatform(
  options: { publicUrl?: string; notifier?: ChangeNotifier; trustProxy?: string[] } = {},
): Promise<TestPlatform> {
  const db = await openTestDb();
  await migrate(db);
  const seeded = await seedDatabase(db, { mediaDir: TEST_MEDIA_DIR });
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'platform-uploads-'));
  const app = await buildServer({
    db,
    uploadsDir,
    publicUrl: options.publicUrl ?? 'http://platform.test',
    webUrl: 'http://web.test',
    mediaRoots: [TEST_MEDIA_DIR, path.join(PLATFORM_ROOT, 'media')],
    notifier: options.notifier,
    trustProxy: options.trustProxy,
  });
  const platform: TestPlatform = {
    app,
    db,
    seeded,
    async listen() {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      platform.url = address;
      return address;
    },
    async close() {
      await app.close();
      if (db.engine === 'postgres') await db.exec(`DROP SCHEMA IF EXISTS ${db.schema} CASCADE`);
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
  return platform;
}

/**
 * A reader's client for tests and the bench: its own device and session (tokens), the same protocol as
 * the browser's; with an access token, a logged-in member. Without flags it signs nothing (a site with the
 * demo's defaults); with them, as the browser does for that site config.
 */
export function readerClient(
  runtime: RuntimeConfig,
  device: string,
  accessToken?: string,
  flags: () => Promise<ProtocolFlags | undefined> | ProtocolFlags | undefined = () => undefined,
) {
  const session = memorySession();
  if (accessToken) session.set('accessToken', accessToken, Date.now() + 3_600_000);
  const api: ApiClient = createApiClient(runtime, {
    deviceId: () => device,
    protocol: createProtocol({
      runtime,
      session,
      environment: 'server',
      flags,
      deviceId: () => device,
    }),
  });
  return { api, session, device };
}

/** A member of the demo site with a fresh access token, made directly in the database (tests of limits). */
export async function memberWithToken(db: Db, siteId = 1): Promise<{ id: number; token: string }> {
  const [row] = await db.query<{ id: number }>('INSERT INTO members (site_id, nickname) VALUES ($1, $2) RETURNING id', [
    siteId,
    `reader-${randomBytes(3).toString('hex')}`,
  ]);
  const token = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO security_tokens (token, kind, site_id, member_id, expires_at)
     VALUES ($1, 'access', $2, $3, now() + interval '1 hour')`,
    [token, siteId, row!.id],
  );
  return { id: row!.id, token };
}

/** A {base} call's refusal, as its status and the platform's message; undefined when the call succeeded. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { message: string; reason?: string; status?: number }) => ({
      message: error.reason ?? error.message,
      status: error.status,
    }),
  );

/** A {base} answer that must have data (a test fails on the empty marker). */
export function present<T>(answer: T | 'empty'): T {
  if (answer === 'empty') throw new Error('empty answer');
  return answer;
}

/**
 * A test file's platform: started before its tests (listening, with the front end's runtime config
 * pointing at it) and closed after them.
 */
export function setUpTestPlatform(): { platform: () => TestPlatform; runtime: () => RuntimeConfig } {
  let platform: TestPlatform | undefined;
  let runtime: RuntimeConfig | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform();
    runtime = readRuntimeConfig({ PLATFORM_URL: await platform.listen() });
  });
  afterAll(async () => {
    await platform?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test platform is not started yet');
    return value;
  };
  return { platform: () => ready(platform), runtime: () => ready(runtime) };
}
