/**
 * Live pushes (spec §4 "Websocket"): GET /ws?siteId&token upgrades to a websocket when the token is the
 * site's xyApi.websocketToken, and receives {type, code, data} messages: live_status when a broadcast's
 * status changes, live_reporting when a report is added, live_discuss when a comment is posted on a live.
 * A "ping" from the client is answered with a ping. The newsroom side (the CMS in production) is three
 * calls guarded by the editor token (header x-editor-token): POST /editor/live/report, /editor/live/mark
 * (a report made a key event or pinned),
 * POST /editor/live/status and POST /editor/comment/publish (a comment waiting for review goes out, and
 * on a live is pushed as live_discuss), which persist and then push.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { ChangeNotifier } from '../changeNotifier';
import type { Db } from '../db';
import { expandAddresses, fail, ok, type Addresses } from '../envelope';
import { hasEditorToken, nonNegativeInt, positiveInt, siteIdOf } from '../http';
import { commentOut } from '../repo/comments';
import { getArticleRow, getSiteConfig, LIVE_REPORT_SELECT, liveReportAnswer } from '../repo/content';

export interface PushMessage {
  type: 'ping' | 'live_status' | 'live_reporting' | 'live_discuss';
  code: number;
  data: unknown;
}

/** The open sockets per site, and a broadcast to them. */
export class PushHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  constructor(private readonly addresses: Addresses) {}

  add(siteId: number, socket: WebSocket): void {
    const set = this.sockets.get(siteId) ?? new Set();
    set.add(socket);
    this.sockets.set(siteId, set);
    socket.on('close', () => set.delete(socket));
  }

  count(siteId: number): number {
    return this.sockets.get(siteId)?.size ?? 0;
  }

  /** The open sockets of every site. */
  total(): number {
    let open = 0;
    for (const set of this.sockets.values()) open += set.size;
    return open;
  }

  /** Told of each broadcast: its type and how many sockets it went to (the metrics count them). */
  onSent?: (type: PushMessage['type'], sent: number) => void;

  broadcast(siteId: number, message: PushMessage): number {
    const frame = JSON.stringify(expandAddresses(message, this.addresses));
    let sent = 0;
    for (const socket of this.sockets.get(siteId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue;
      socket.send(frame);
      sent++;
    }
    this.onSent?.(message.type, sent);
    return sent;
  }
}

type Body = Record<string, string | undefined>;

export const LIVE_STATUSES = [0, 1, 2];

export async function registerLiveRoutes(
  app: FastifyInstance,
  db: Db,
  hub: PushHub,
  options: { editorToken: string; notifier: ChangeNotifier },
): Promise<void> {
  await app.register(websocket);

  // The token is checked before the upgrade (hooks run first), so the handler registers the socket in the same
  // tick as the handshake: a client that sends a ping or expects a push as soon as it is open is never missed.
  const admitted = new WeakMap<object, number>();
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request) => {
        const query = request.query as Body;
        const siteId = siteIdOf(query);
        const row = siteId ? await getSiteConfig(db, siteId) : undefined;
        const expected = (row?.config as { xyApi?: { websocketToken?: string } } | undefined)?.xyApi?.websocketToken;
        if (siteId && expected && query.token === expected) admitted.set(request.raw, siteId);
      },
    },
    (socket, request) => {
      const siteId = admitted.get(request.raw);
      if (siteId === undefined) {
        socket.close(4401, 'invalid websocket token');
        return;
      }
      hub.add(siteId, socket);
      socket.on('message', (raw) => {
        let message: { type?: string } | undefined;
        try {
          message = JSON.parse(String(raw)) as { type?: string };
        } catch {
          return;
        }
        if (message?.type === 'ping') socket.send(JSON.stringify({ type: 'ping', code: 200, data: null }));
      });
    },
  );

  /** The newsroom calls: refused without the editor token. */
  const editor = (request: { headers: Record<string, unknown> }) => hasEditorToken(request, options.editorToken);

  const liveOf = async (body: Body) => {
    const siteId = siteIdOf(body);
    const id = positiveInt(body.id);
    const row = siteId && id ? await getArticleRow(db, siteId, id) : undefined;
    return row && row.article_type === 6 && row.a_status === 1 ? { siteId: siteId!, row } : undefined;
  };

  /** Marks a live's report: a key event or not, pinned or not (pinning one unpins the live's others). */
  const mark = async (liveId: number, reportId: number, body: Body) => {
    const flag = (value: unknown) => (value === undefined ? null : value === '1' || value === 'true' || value === true);
    const pinned = flag(body.pinned);
    if (pinned)
      await db.query('UPDATE live_reports SET pinned = false WHERE article_id = $1 AND id <> $2', [liveId, reportId]);
    const [row] = await db.query<{ id: number }>(
      `UPDATE live_reports SET key_event = COALESCE($3, key_event), pinned = COALESCE($4, pinned)
       WHERE article_id = $1 AND id = $2 RETURNING id`,
      [liveId, reportId, flag(body.keyEvent), pinned],
    );
    return row !== undefined;
  };

  /** The report as liveView lists it, pushed to the live's readers and announced to the page cache. */
  const announce = async (live: { siteId: number; row: { id: number } }, reportId: number) => {
    const [report] = await db.query<Parameters<typeof liveReportAnswer>[0]>(`${LIVE_REPORT_SELECT} WHERE l.id = $1`, [
      reportId,
    ]);
    const data = { id: live.row.id, report: liveReportAnswer(report!) };
    const pushed = hub.broadcast(live.siteId, { type: 'live_reporting', code: 200, data });
    await options.notifier.notify([{ type: 'live', id: live.row.id }]);
    return { ...data, pushed };
  };

  // a new report (form: id of the live, content, reporterId; keyEvent and pinned: 1 to mark it so)
  app.post('/editor/live/report', async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const content = (body.content ?? '').trim();
    if (!content || content.length > 2000) return reply.code(400).send(fail(400, 'content: 1 to 2000 characters'));
    const live = await liveOf(body);
    if (!live) return reply.code(404).send(fail(404, 'no such live broadcast'));
    const reporterId = positiveInt(body.reporterId) ?? null;
    const [report] = await db.query<{ id: number }>(
      `INSERT INTO live_reports (article_id, reporter_id, content, pics, created_at)
       VALUES ($1, (SELECT id FROM reporters WHERE id = $2), $3, '[]', now()) RETURNING id`,
      [live.row.id, reporterId, content],
    );
    if (body.keyEvent !== undefined || body.pinned !== undefined) await mark(live.row.id, report!.id, body);
    return ok(await announce(live, report!.id));
  });

  // the newsroom marks a report afterwards (form: id of the live, reportId, keyEvent and/or pinned: 1 or 0)
  app.post('/editor/live/mark', async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const live = await liveOf(body);
    if (!live) return reply.code(404).send(fail(404, 'no such live broadcast'));
    const reportId = positiveInt(body.reportId);
    if (!reportId || (body.keyEvent === undefined && body.pinned === undefined))
      return reply.code(400).send(fail(400, 'reportId, and keyEvent or pinned'));
    if (!(await mark(live.row.id, reportId, body)))
      return reply.code(404).send(fail(404, 'no such report of this live'));
    return ok(await announce(live, reportId));
  });

  app.post('/editor/live/status', async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const status = nonNegativeInt(body.status, -1);
    if (!LIVE_STATUSES.includes(status)) return reply.code(400).send(fail(400, 'status: 0, 1 or 2'));
    const live = await liveOf(body);
    if (!live) return reply.code(404).send(fail(404, 'no such live broadcast'));
    await db.query(
      `UPDATE articles SET live_status = $2, extra = jsonb_set(extra, '{live,status}', $3::jsonb, true) WHERE id = $1`,
      [live.row.id, status, JSON.stringify(status)],
    );
    const data = { id: live.row.id, status };
    const pushed = hub.broadcast(live.siteId, { type: 'live_status', code: 200, data });
    await options.notifier.notify([{ type: 'live', id: live.row.id }]);
    return ok({ ...data, pushed });
  });

  app.post('/editor/comment/publish', async (request, reply) => {
    if (!editor(request)) return reply.code(403).send(fail(403, 'editor token required'));
    const body = (request.body ?? {}) as Body;
    const siteId = siteIdOf(body);
    const id = positiveInt(body.id);
    if (!siteId || !id) return reply.code(400).send(fail(400, 'siteId and id are required'));
    const [row] = await db.query<Parameters<typeof commentOut>[0] & { article_type: number }>(
      `UPDATE comments c SET status = 1 FROM articles a
       WHERE c.id = $1 AND a.id = c.article_id AND a.site_id = $2 AND c.status = 0
       RETURNING c.*, a.article_type`,
      [id, siteId],
    );
    if (!row) return reply.code(404).send(fail(404, 'no comment of this site waiting for review'));
    const comment = commentOut(row);
    const pushed =
      row.article_type === 6
        ? hub.broadcast(siteId, { type: 'live_discuss', code: 200, data: { id: row.article_id, comment } })
        : 0;
    return ok({ comment, pushed });
  });
}
