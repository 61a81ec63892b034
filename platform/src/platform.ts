/** Opens the database (migrated, seeded on first start) and the server: shared by main, tests and scripts. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notifierOf } from './changeNotifier';
import { openDb, type Db } from './db';
import { dropAll, migrate } from './migrate';
import { seedDatabase, type SeedSummary } from './seed/seed';
import { serveMetrics } from './metrics';
import { buildServer } from './server';
import { startTracing } from './tracing';
import type { PlatformSettings } from './settings';

export interface RunningPlatform {
  app: FastifyInstance;
  db: Db;
  url: string;
  seeded?: SeedSummary;
  close(): Promise<void>;
}

export async function openPlatformDb(settings: PlatformSettings): Promise<Db> {
  if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
  return openDb({
    databaseUrl: settings.databaseUrl,
    schema: settings.databaseSchema,
    dataDir: settings.databaseUrl ? undefined : path.join(settings.dataDir, 'pglite'),
  });
}

/** Migrates, and seeds when the database holds no site yet (or always, with fresh: true). */
export async function prepareDb(db: Db, settings: PlatformSettings, fresh = false): Promise<SeedSummary | undefined> {
  if (fresh) await dropAll(db);
  await migrate(db);
  const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM site_config')) as [
    { count: number },
  ];
  if (count > 0) return undefined;
  return seedDatabase(db, { mediaDir: settings.mediaDir });
}

export async function startPlatform(
  settings: PlatformSettings,
  options: { fresh?: boolean } = {},
): Promise<RunningPlatform> {
  const db = await openPlatformDb(settings);
  const tracing = settings.tracing ? startTracing() : undefined;
  try {
    const seeded = await prepareDb(db, settings, options.fresh);
    const app = await buildServer({
      db,
      publicUrl: settings.publicUrl,
      webUrl: settings.webUrl,
      webOrigins: settings.webOrigins,
      mediaRoots: [settings.mediaDir, settings.staticMediaDir],
      uploadsDir: settings.uploadsDir,
      logger: settings.logger,
      tracer: tracing?.tracer,
      editorToken: settings.editorToken,
      previewSecret: settings.previewSecret,
      notifier: notifierOf(settings.webhookUrls, settings.webhookSecret),
      faults: settings.faults,
      smsLog: settings.smsLog,
      serverClients: settings.serverClients,
      trustProxy: settings.trustProxy,
    });
    const address = await app.listen({ host: settings.host, port: settings.port });
    const metricsServer = settings.metricsPort ? serveMetrics(app.metrics.registry, settings.metricsPort) : undefined;
    let closing: Promise<void> | undefined;
    return {
      app,
      db,
      url: address.replace('127.0.0.1', 'localhost'),
      seeded,
      close: () =>
        (closing ??= (async () => {
          metricsServer?.close();
          await app.close();
          await db.close();
          await tracing?.shutdown();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
