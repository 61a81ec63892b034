/** Builds the reference platform's HTTP server (Fastify) over a database. */
import { randomBytes, randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import type { Tracer } from '@opentelemetry/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db';
import { expandAddresses, fail, type Addresses } from './envelope';
import { oneSiteId } from './http';
import { PictureFiles } from './pictureFiles';
import { LOOPBACK } from './settings';
import { registerAdRoutes } from './routes/ads';
import { registerAuthRoutes } from './routes/auth';
import { registerCircleRoutes } from './routes/circles';
import { registerCollectRoutes } from './routes/collect';
import { registerCommentRoutes } from './routes/comments';
import { registerContentRoutes } from './routes/content';
import { registerFaultRoutes } from './routes/faults';
import { registerFigureRoutes } from './routes/figures';
import { registerMediaRoutes } from './routes/media';
import { PushHub, registerLiveRoutes } from './routes/live';
import { platformMetrics, type PlatformMetrics } from './metrics';
import { traceRequests } from './tracing';
import { registerEditorRoutes } from './routes/editor';
import { SILENT_NOTIFIER, type ChangeNotifier } from './changeNotifier';
import { registerLoginRoutes, Outbox } from './routes/login';
import { registerMemberRoutes } from './routes/members';
import { registerParticipationRoutes } from './routes/participation';
import { registerPointsRoutes } from './routes/points';
import { registerPreviewRoutes } from './routes/preview';
import { registerActivityRoutes } from './routes/activities';
import { registerQuestionRoutes } from './routes/questions';
import { registerReadingRoutes } from './routes/reading';
import { registerReporterRoutes } from './routes/reporters';
import { registerShortVideoRoutes } from './routes/shortVideos';
import { registerSitemapRoutes } from './routes/sitemaps';
import { registerTipoffRoutes } from './routes/tipoffs';
import { registerVoteRoutes } from './routes/vote';
import { registerXyAccountRoutes } from './routes/xyAccounts';
import { registerWeChatRoutes } from './routes/wechat';

/** Path prefixes of the platform's bases (see ../shared/platform-api.md). */
export const BASES = {
  base: '/app_if',
  sso: '/sso-app/api',
  nis: '/nis',
  adv: '/adv',
  mvod: '/mvod',
  mam: '/mam',
  vote: '/amuc/api/vote',
} as const;

export interface ServerOptions extends Addresses {
  db: Db;
  /** Origins of the front ends allowed to call from a browser and to get a WeChat login back (settings.ts). */
  webOrigins?: string[];
  /** Folders served under /media, searched in order. */
  mediaRoots: string[];
  /** Where uploaded pictures' bytes are written (pictureFiles.ts). */
  uploadsDir: string;
  logger?: boolean;
  /** Opens a span per request, joined to the caller's trace (tracing.ts); none when not given. */
  tracer?: Tracer;
  /** Guards the newsroom calls (/editor/*); empty: they are refused. */
  editorToken?: string;
  /** Signs preview links (routes/preview.ts); a key of this process's own when not given. */
  previewSecret?: string;
  /** Tells the front ends what editors and readers changed (changeNotifier.ts); nobody when not given. */
  notifier?: ChangeNotifier;
  /** Enables /__faults (resilience tests) and the test hooks /__outbox and /__imageCode. */
  faults?: boolean;
  /** Prints the phone login's SMS codes on the console (the local demo's "phone"). */
  smsLog?: boolean;
  /** The front ends' server addresses, not held to per-address limits (settings.ts); loopback by default. */
  serverClients?: string[];
  /** Proxies whose X-Forwarded-For names the reader's address (settings.ts); none when not given. */
  trustProxy?: string[];
}

/** The editor token of the local demo and the tests (PLATFORM_EDITOR_TOKEN overrides it). */
export const DEMO_EDITOR_TOKEN = 'demo-editor-token';

/**
 * The largest body of a call: every form and JSON body the platform takes is a few kilobytes; the routes
 * that take more say so (an article's text, an upload). A body declared longer than its route's limit is
 * refused with 413 before it is read (multipart included); one that turns out longer, at the limit.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    ...(options.trustProxy?.length ? { trustProxy: options.trustProxy } : {}),
    // one JSON line per request and answer, named by the front end's request id (x-request-id) when it
    // sends one; the path without its query, no header: phones, codes and tokens travel there
    logger: options.logger
      ? {
          level: 'info',
          serializers: {
            req: (request: { method: string; url: string }) => ({
              method: request.method,
              path: request.url.split('?')[0],
            }),
          },
        }
      : false,
    requestIdHeader: false,
    genReqId: (request) => {
      const sent = request.headers['x-request-id'];
      return typeof sent === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(sent) ? sent : randomUUID();
    },
    // ids, pages and tokens are short: refuse absurd URLs early
    routerOptions: { maxParamLength: 200 },
  });
  // the answer names the request it is for (the front end's id when it sent one)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // requests and pushes counted (platform/src/metrics.ts; served by startPlatform on its own port)
  const metrics = platformMetrics(app, () => app.pushHub?.total() ?? 0);
  app.decorate('metrics', metrics);
  if (options.tracer) traceRequests(app, options.tracer);
  // every route as registered, for the tests that walk them (the guards' path variants)
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);
  app.decorate('serverClients', new Set(options.serverClients ?? LOOPBACK));
  const webOrigins = options.webOrigins ?? [new URL(options.webUrl).origin];
  // a browser page may call with the reader's credentials from the front ends only
  await app.register(cors, { origin: webOrigins, credentials: true, exposedHeaders: ['api-data'] });
  await app.register(formbody);

  // Every JSON answer passes through here: stored placeholders become this deployment's addresses.
  app.addHook('preSerialization', async (_request, _reply, payload) => expandAddresses(payload, options));

  if (options.faults) registerFaultRoutes(app);

  // a body longer than its route takes is refused before it is read: Fastify reads form and JSON bodies
  // to their route's bodyLimit, but hands a multipart body to its handler as a stream
  app.addHook('onRequest', async (request, reply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > request.routeOptions.bodyLimit) return reply.code(413).send(fail(413, 'body too large'));
  });

  // one site id per request, decided once from its query and its form, before any guard or handler
  app.decorateRequest('siteId', undefined);
  app.addHook('preValidation', async (request, reply) => {
    const siteId = oneSiteId(request.query, request.isMultipart() ? undefined : request.body);
    if (siteId === 'conflict') return reply.code(400).send(fail(400, 'siteId must name one site'));
    request.siteId = siteId;
  });

  // liveness: the process answers; readiness: and its database does
  app.get('/health', async () => ({ status: 'ok', engine: options.db.engine }));
  app.get('/ready', async (_request, reply) => {
    try {
      await options.db.query('SELECT 1');
      return { status: 'ready', engine: options.db.engine };
    } catch (error) {
      return reply
        .code(503)
        .send({ status: 'not ready', problem: error instanceof Error ? error.message : String(error) });
    }
  });

  registerAuthRoutes(app, options.db, { base: BASES.base, sso: BASES.sso, vote: BASES.vote });
  registerContentRoutes(app, options.db, BASES.base);
  registerPreviewRoutes(app, options.db, BASES.base, {
    editorToken: options.editorToken ?? DEMO_EDITOR_TOKEN,
    secret: options.previewSecret ? new TextEncoder().encode(options.previewSecret) : randomBytes(32),
    webUrl: options.webUrl,
  });
  registerReadingRoutes(app, options.db, BASES.base);
  registerXyAccountRoutes(app, options.db, BASES.base);
  registerReporterRoutes(app, options.db, { base: BASES.base, nis: BASES.nis });
  registerQuestionRoutes(app, options.db, BASES.nis);
  registerTipoffRoutes(app, options.db, { base: BASES.base, nis: BASES.nis });
  registerShortVideoRoutes(app, options.db, BASES.mvod);
  const pictures = new PictureFiles(options.uploadsDir);
  const notifier = options.notifier ?? SILENT_NOTIFIER;
  registerCircleRoutes(app, options.db, { nis: BASES.nis, mam: BASES.mam }, pictures, notifier);
  registerFigureRoutes(app, options.db, BASES.base);
  registerSitemapRoutes(app, options.db, BASES.base);
  registerActivityRoutes(app, options.db, BASES.base, {
    editorToken: options.editorToken ?? DEMO_EDITOR_TOKEN,
    notifier,
  });
  registerCommentRoutes(app, options.db, BASES.base);
  registerMemberRoutes(app, options.db, BASES.sso);
  registerPointsRoutes(app, options.db, BASES.sso);
  registerVoteRoutes(app, options.db, BASES.vote);
  registerAdRoutes(app, options.db, BASES.adv);
  const hub = new PushHub(options);
  hub.onSent = (type, sent) => metrics.pushes.inc({ type }, sent);
  app.decorate('pushHub', hub);
  const editorToken = options.editorToken ?? DEMO_EDITOR_TOKEN;
  await registerLiveRoutes(app, options.db, hub, { editorToken, notifier });
  await registerEditorRoutes(app, options.db, { editorToken, notifier });
  await registerParticipationRoutes(app, options.db, BASES.base, options, pictures);
  registerLoginRoutes(app, options.db, BASES.sso, {
    outbox: new Outbox(Boolean(options.smsLog)),
    testHooks: Boolean(options.faults),
  });
  registerWeChatRoutes(app, options.db, BASES.base, {
    webOrigins,
    publicUrl: options.publicUrl,
    testHooks: Boolean(options.faults),
  });
  registerCollectRoutes(app, { testHooks: Boolean(options.faults) });
  registerMediaRoutes(app, options.mediaRoots);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(404, `no such call: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    request.log.error({ err: error }, 'request failed');
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status).send(fail(status, status === 500 ? 'internal error' : error.message));
  });
  return app;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's one site id (http.ts oneSiteId), from its query and its form. */
    siteId: number | undefined;
  }
  interface FastifyInstance {
    /** Every route, as registered (method and path pattern). */
    registeredRoutes: RegisteredRoute[];
    /** Addresses of the front ends' servers (per-address limits do not hold them). */
    serverClients: Set<string>;
    /** The websocket push channel (live status, reports, live comments). */
    pushHub: PushHub;
    /** Its metrics (requests, websocket clients and pushes, Node's own). */
    metrics: PlatformMetrics;
  }
}
