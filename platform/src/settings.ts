/** The platform's settings, all from environment variables with local defaults. */
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The platform folder: PLATFORM_ROOT, else the working folder when it is the platform's own (its npm
 * scripts), else its platform/ (commands run from the repository root: npm scripts, tests). No
 * import.meta here: the same files also run under jest's CommonJS transform.
 */
export const PLATFORM_ROOT = path.resolve(
  process.env.PLATFORM_ROOT ||
    (existsSync(path.join(process.cwd(), 'migrations')) ? process.cwd() : path.join(process.cwd(), 'platform')),
);

export interface PlatformSettings {
  host: string;
  port: number;
  publicUrl: string;
  webUrl: string;
  /**
   * The front ends' origins (WEB_ORIGINS, comma-separated; the origin of webUrl when empty): the only
   * origins whose pages may call the platform from a browser (CORS) and get a WeChat login back.
   */
  webOrigins: string[];
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
  /** Where generated pictures are written (shared between fresh databases: drawing is deterministic). */
  mediaDir: string;
  /** Committed media: the HLS clip and H5 pages. */
  staticMediaDir: string;
  /** Uploaded pictures' bytes (PLATFORM_UPLOADS_DIR; the data folder's uploads/ by default). */
  uploadsDir: string;
  logger: boolean;
  /** The port of its metrics (PLATFORM_METRICS_PORT; none without it), never the readers' address. */
  metricsPort?: number;
  /** Exports traces over OTLP (an OTEL_EXPORTER_OTLP_ENDPOINT is set; tracing.ts). */
  tracing: boolean;
  /** Guards the newsroom calls (/editor/*). */
  editorToken?: string;
  /** Signs preview links (PLATFORM_PREVIEW_SECRET; a key of the process's own when not set). */
  previewSecret?: string;
  /** The front ends' revalidation webhooks (REVALIDATE_WEBHOOK_URLS, comma-separated) and their secret. */
  webhookUrls: string[];
  webhookSecret?: string;
  /** PLATFORM_FAULTS=1: fault injection for the resilience tests. */
  faults: boolean;
  /** The "SMS" of the phone login goes to the console (PLATFORM_SMS_LOG=0: only to the request log). */
  smsLog: boolean;
  /**
   * The front ends' servers (PLATFORM_SERVER_CLIENTS, comma-separated addresses; loopback by default): their
   * server renders speak for many readers, so per-address limits do not hold them (repo/rateLimits.ts).
   */
  serverClients: string[];
  /**
   * The proxies in front of the platform (PLATFORM_TRUST_PROXY, comma-separated addresses or CIDR ranges;
   * none by default): a request from one of them is the address its X-Forwarded-For names, so the
   * per-address limits hold each reader, not the proxy.
   */
  trustProxy: string[];
}

/** Loopback as a request's address shows it (IPv4, IPv6, IPv4 mapped into IPv6). */
export const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The front ends' origins: a comma-separated list of URLs, or the origin of the one front end. */
export function webOriginsOf(list: string | undefined, webUrl: string): string[] {
  const urls = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set((urls.length ? urls : [webUrl]).map((url) => new URL(url).origin))];
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): PlatformSettings {
  const webUrl = (env.WEB_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const port = Number(env.PLATFORM_PORT ?? 4000);
  const dataDir = path.resolve(env.PLATFORM_DATA_DIR ?? path.join(PLATFORM_ROOT, '.data'));
  return {
    host: env.PLATFORM_HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.PLATFORM_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webUrl,
    webOrigins: webOriginsOf(env.WEB_ORIGINS, webUrl),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir,
    mediaDir: path.resolve(env.PLATFORM_MEDIA_DIR ?? path.join(PLATFORM_ROOT, '.data', 'media')),
    staticMediaDir: path.join(PLATFORM_ROOT, 'media'),
    uploadsDir: path.resolve(env.PLATFORM_UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    logger: env.PLATFORM_LOG !== '0',
    metricsPort: Number(env.PLATFORM_METRICS_PORT) || undefined,
    tracing: Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT),
    editorToken: env.PLATFORM_EDITOR_TOKEN,
    previewSecret: env.PLATFORM_PREVIEW_SECRET || undefined,
    webhookUrls: (env.REVALIDATE_WEBHOOK_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    webhookSecret: env.REVALIDATE_SECRET || undefined,
    faults: env.PLATFORM_FAULTS === '1',
    smsLog: env.PLATFORM_SMS_LOG !== '0',
    trustProxy: (env.PLATFORM_TRUST_PROXY ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    serverClients: (env.PLATFORM_SERVER_CLIENTS ?? LOOPBACK.join(','))
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  };
}
