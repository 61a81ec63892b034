/**
 * Live pushes over a real websocket: the token is checked, newsroom calls need the editor token, persist,
 * and push live_status and live_reporting to every open socket of the site; pings are answered.
 */
import { WebSocket } from 'ws';
import { DEMO_WEBSOCKET_TOKEN } from './seed/siteConfig';
import { issueMemberTokens } from './routes/auth';
import { DEMO_EDITOR_TOKEN } from './server';
import { startTestPlatform, type TestPlatform } from './testing';

let platform: TestPlatform;
let wsUrl: string;
let liveId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  const url = await platform.listen();
  wsUrl = url.replace(/^http/, 'ws');
  const [row] = await platform.db.query<{ id: number }>(
    'SELECT id FROM articles WHERE site_id = 1 AND article_type = 6 AND live_status = 1 LIMIT 1',
  );
  liveId = row!.id;
});

afterAll(async () => {
  await platform?.close();
});

function connect(query: string): Promise<{ socket: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}/ws?${query}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
    socket.on('open', () => resolve({ socket, messages, closed }));
    socket.on('error', reject);
  });
}

/** Closes a socket and waits for the closing handshake, so the server no longer counts it as open. */
async function closeAndWait(socket: WebSocket): Promise<void> {
  const closed = new Promise((done) => socket.once('close', done));
  socket.close();
  await closed;
}

async function waitFor<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function editor(path: string, form: Record<string, string>, token = DEMO_EDITOR_TOKEN) {
  return platform.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-editor-token': token },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('live pushes', () => {
  it('refuses a socket without the site’s token', async () => {
    const { closed } = await connect('siteId=1&token=wrong');
    expect(await closed).toBe(4401);
  });

  it('answers a ping', async () => {
    const { socket, messages } = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await waitFor(() => messages[0])).toEqual({ type: 'ping', code: 200, data: null });
    await closeAndWait(socket);
  });

  it('a socket is registered by the time it opens, however slow the token lookup (a ping sent at once is answered)', async () => {
    const query = platform.db.query.bind(platform.db);
    const slow = jest.spyOn(platform.db, 'query').mockImplementation((async (sql: string, params?: unknown[]) => {
      if (sql.includes('FROM site_config')) await new Promise((r) => setTimeout(r, 300));
      return query(sql, params);
    }) as typeof platform.db.query);
    try {
      const { socket, messages } = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
      socket.send(JSON.stringify({ type: 'ping' }));
      expect(await waitFor(() => messages[0], 1000)).toEqual({ type: 'ping', code: 200, data: null });
      await editor('/editor/live/status', { siteId: '1', id: String(liveId), status: '1' });
      expect(await waitFor(() => messages.find((m) => (m as { type: string }).type === 'live_status'), 1000)).toEqual({
        type: 'live_status',
        code: 200,
        data: { id: liveId, status: 1 },
      });
      await closeAndWait(socket);
    } finally {
      slow.mockRestore();
    }
  });

  it('a report is stored and pushed to every open socket of the site', async () => {
    const a = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    const b = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    const response = await editor('/editor/live/report', {
      siteId: '1',
      id: String(liveId),
      content: '选手已通过30公里补给站',
      reporterId: '1',
    });
    expect(response.json().data.pushed).toBe(2);
    // the metrics see the two clients and the two pushes, and the requests by route
    const metrics = await platform.app.metrics.registry.metrics();
    expect(metrics).toContain('platform_websocket_clients 2');
    expect(metrics).toMatch(/platform_websocket_pushes_total\{type="live_reporting"\} [2-9]/);
    expect(metrics).toMatch(/platform_requests_total\{route="\/editor\/live\/report",status="200"\} \d+/);
    for (const client of [a, b]) {
      const message = (await waitFor(() => client.messages[0])) as {
        type: string;
        code: number;
        data: { id: number; report: { content: string; reporter: { name: string; avatar: string } } };
      };
      expect(message.type).toBe('live_reporting');
      expect(message.code).toBe(200);
      expect(message.data.id).toBe(liveId);
      expect(message.data.report.content).toBe('选手已通过30公里补给站');
      expect(message.data.report.reporter.avatar).toMatch(/^http:\/\/platform\.test\/media\//);
      await closeAndWait(client.socket);
    }
    const view = (await platform.app.inject({ url: `/app_if/liveView?siteId=1&id=${liveId}` })).json();
    expect(view.data.list[0].content).toBe('选手已通过30公里补给站');
  });

  it('a status change is stored and pushed', async () => {
    const client = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    expect((await editor('/editor/live/status', { siteId: '1', id: String(liveId), status: '2' })).statusCode).toBe(
      200,
    );
    expect(await waitFor(() => client.messages[0])).toEqual({
      type: 'live_status',
      code: 200,
      data: { id: liveId, status: 2 },
    });
    const view = (await platform.app.inject({ url: `/app_if/liveView?siteId=1&id=${liveId}` })).json();
    expect(view.data.main.status).toBe(2);
    await editor('/editor/live/status', { siteId: '1', id: String(liveId), status: '1' });
    await closeAndWait(client.socket);
  });

  it('key events and the pinned report: listed with liveView whatever their page; marking one pushes it', async () => {
    const view = async () =>
      (await platform.app.inject({ url: `/app_if/liveView?siteId=1&id=${liveId}` })).json().data as {
        list: { id: number; keyEvent: boolean; pinned: boolean }[];
        keyEvents: { id: number; content: string }[];
        pinned: { id: number; content: string } | null;
      };
    const before = await view();
    // the marathon's: the start, ten kilometres, the half marathon's finish; the start pinned
    expect(before.keyEvents.map((report) => report.content)).toEqual([
      expect.stringContaining('半程马拉松的前三名'),
      expect.stringContaining('十公里计时点'),
      expect.stringContaining('鸣枪开跑'),
    ]);
    expect(before.pinned?.content).toContain('鸣枪开跑');
    expect(before.list.filter((report) => report.pinned).map((report) => report.id)).toEqual([before.pinned!.id]);

    const client = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    const other = before.list.find((report) => !report.keyEvent && !report.pinned)!;
    const marked = await editor('/editor/live/mark', {
      siteId: '1',
      id: String(liveId),
      reportId: String(other.id),
      keyEvent: '1',
      pinned: '1',
    });
    expect(marked.statusCode).toBe(200);
    const message = (await waitFor(() => client.messages[0])) as {
      type: string;
      data: { report: { id: number; keyEvent: boolean; pinned: boolean } };
    };
    expect(message).toMatchObject({
      type: 'live_reporting',
      data: { report: { id: other.id, keyEvent: true, pinned: true } },
    });
    const after = await view();
    expect(after.pinned?.id).toBe(other.id);
    expect(after.keyEvents.map((report) => report.id)).toContain(other.id);
    await editor('/editor/live/mark', {
      siteId: '1',
      id: String(liveId),
      reportId: String(before.pinned!.id),
      pinned: '1',
    });
    await editor('/editor/live/mark', { siteId: '1', id: String(liveId), reportId: String(other.id), keyEvent: '0' });
    expect((await view()).pinned?.id).toBe(before.pinned!.id);
    expect(
      (await editor('/editor/live/mark', { siteId: '1', id: String(liveId), reportId: '999999', pinned: '1' }))
        .statusCode,
    ).toBe(404);
    await closeAndWait(client.socket);
  });

  it('newsroom calls: editor token, valid status and content, a live that exists', async () => {
    expect(
      (await editor('/editor/live/status', { siteId: '1', id: String(liveId), status: '1' }, 'x')).statusCode,
    ).toBe(403);
    expect((await editor('/editor/live/status', { siteId: '1', id: String(liveId), status: '7' })).statusCode).toBe(
      400,
    );
    expect((await editor('/editor/live/report', { siteId: '1', id: String(liveId), content: '  ' })).statusCode).toBe(
      400,
    );
    expect((await editor('/editor/live/report', { siteId: '1', id: '10001', content: 'x' })).statusCode).toBe(404);
  });
});

describe('live comments', () => {
  it('a published comment on a live is pushed as live_discuss; one waiting for review is not', async () => {
    const [member] = await platform.db.query<{ id: number }>(
      `INSERT INTO members (site_id, nickname) VALUES (1, '直播观众') RETURNING id`,
    );
    const { access } = await issueMemberTokens(platform.db, 1, 'dev-live', member!.id);
    const post = (content: string) =>
      platform.app.inject({
        method: 'POST',
        url: '/app_if/discuss',
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: access },
        payload: new URLSearchParams({ siteId: '1', rootID: String(liveId), content }).toString(),
      });
    const setAudit = (value: number) =>
      platform.db.query(
        `UPDATE site_config SET config = jsonb_set(config, '{siteConfig,discuss,auditType}', to_jsonb($1::int)) WHERE site_id = 1`,
        [value],
      );
    const { socket, messages } = await connect(`siteId=1&token=${DEMO_WEBSOCKET_TOKEN}`);
    try {
      await setAudit(1);
      expect((await post('等待审核')).json().data.status).toBe(0);
      await setAudit(0);
      const posted = (await post('加油！')).json().data;
      const push = await waitFor(() => messages.find((m) => (m as { type: string }).type === 'live_discuss'));
      expect(push).toEqual({ type: 'live_discuss', code: 200, data: { id: liveId, comment: posted } });
      expect(messages.filter((m) => (m as { type: string }).type === 'live_discuss')).toHaveLength(1);
      // the newsroom publishes the one that waited: it goes out, pushed as live_discuss
      await setAudit(1);
      const waiting = (await post('审核后发布')).json().data as { id: number; status: number };
      expect(waiting.status).toBe(0);
      expect((await editor('/editor/comment/publish', { siteId: '1', id: String(waiting.id) })).statusCode).toBe(200);
      const published = await waitFor(() =>
        messages.find((m) => (m as { data?: { comment?: { id: number } } }).data?.comment?.id === waiting.id),
      );
      expect(published).toMatchObject({ type: 'live_discuss', data: { id: liveId, comment: { status: 1 } } });
      // once only, for this site, with the editor's token
      expect((await editor('/editor/comment/publish', { siteId: '1', id: String(waiting.id) })).statusCode).toBe(404);
      expect((await editor('/editor/comment/publish', { siteId: '2', id: String(waiting.id) })).statusCode).toBe(404);
      const anonymous = await platform.app.inject({
        method: 'POST',
        url: '/editor/comment/publish',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `siteId=1&id=${waiting.id}`,
      });
      expect(anonymous.statusCode).toBe(403);
    } finally {
      await closeAndWait(socket);
      await setAudit(1);
    }
  });
});
