/**
 * The reference platform over a real database (PGlite, or PostgreSQL with DATABASE_URL): migrations,
 * the seeded demo paper, and every content call with its envelope.
 */
import { SignJWT } from 'jose';
import { PREVIEW_LINK_MINUTES } from './routes/preview';
import { DEMO_EDITOR_TOKEN } from './server';
import { setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

async function get(url: string) {
  const response = await platform().app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('seeded demo paper', () => {
  it('has at least 150 articles of every type, in Chinese and English', async () => {
    expect(platform().seeded.articles).toBeGreaterThanOrEqual(150);
    const rows = await platform().db.query<{ article_type: number; lang: string; count: number }>(
      'SELECT article_type, lang, count(*)::int AS count FROM articles GROUP BY article_type, lang',
    );
    const types = new Set(rows.map((row) => row.article_type));
    for (const type of [0, 1, 2, 3, 4, 6, 12]) expect(types).toContain(type);
    expect(rows.filter((row) => row.lang === 'en').reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(20);
  });

  it('has a live broadcast in each status, one unpublished article, comments with replies', async () => {
    const lives = await platform().db.query<{ live_status: number }>(
      'SELECT live_status FROM articles WHERE article_type = 6',
    );
    expect(new Set(lives.map((row) => row.live_status))).toEqual(new Set([0, 1, 2]));
    const [unpublished] = await platform().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM articles WHERE a_status <> 1',
    );
    expect(unpublished!.count).toBe(1);
    const [replies] = await platform().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM comments WHERE parent_id <> 0',
    );
    expect(replies!.count).toBeGreaterThan(10);
    const [review] = await platform().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM comments WHERE status = 0',
    );
    expect(review!.count).toBeGreaterThan(0);
  });
});

describe('browsers', () => {
  it("answers a browser's cross-origin call, with credentials, from the front end's origin only", async () => {
    const call = (origin: string, method: 'GET' | 'OPTIONS' = 'GET') =>
      platform().app.inject({
        method,
        url: '/app_if/getArticleCounts?siteId=1&articleId=10001',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    for (const method of ['GET', 'OPTIONS'] as const) {
      const front = await call('http://web.test', method);
      expect(front.headers['access-control-allow-origin']).toBe('http://web.test');
      expect(front.headers['access-control-allow-credentials']).toBe('true');
      for (const origin of ['https://evil.example', 'http://web.test:8080', 'http://localhost:3000', 'null']) {
        const foreign = await call(origin, method);
        expect({ origin, method, allowed: foreign.headers['access-control-allow-origin'] }).toEqual({
          origin,
          method,
          allowed: undefined,
        });
      }
    }
  });
});

describe('content calls', () => {
  it('GET /health (the process) and /ready (and its database)', async () => {
    expect(await get('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('names each request by the front end’s id when it sends one that looks like one', async () => {
    const answer = (id?: string) =>
      platform().app.inject({ method: 'GET', url: '/health', headers: id ? { 'x-request-id': id } : {} });
    expect((await answer('web-1234abcd')).headers['x-request-id']).toBe('web-1234abcd');
    expect((await answer('bad id <b>')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await answer()).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('getConfig answers the config with addresses expanded', async () => {
    const { body } = await get('/app_if/getConfig?siteId=1&appID=lanhai-wap');
    expect(body.status).toBe(0);
    expect(body.data.padLogo).toBe('http://platform.test/media/brand/logo.svg');
    expect(body.data._p_wap.paperUrl).toBe('http://web.test/paperSharePage.html');
    expect(body.data.socketServer.url).toBe('ws://platform.test/ws');
    expect(JSON.stringify(body.data)).not.toContain('{media}');
  });

  it.each([
    ['/app_if/getConfig', 400],
    ['/app_if/getConfig?siteId=1&appID=other', 400],
    ['/app_if/getArticles?siteId=1', 400],
    ['/app_if/getArticles?siteId=1&columnId=abc', 400],
    ['/app_if/getArticleContent?siteId=1&articleId=-1', 400],
  ])('%s answers status %d for bad parameters', async (url, status) => {
    const { body } = await get(url);
    expect(body).toMatchObject({ status, data: null });
  });

  it.each([
    '/app_if/getConfig?siteId=9',
    '/app_if/getColumn?siteId=1&columnId=999',
    '/app_if/getArticles?siteId=1&columnId=999',
    '/app_if/getArticleContent?siteId=1&articleId=99999',
    '/app_if/getArticleCounts?siteId=1&articleId=99999',
  ])('%s answers empty', async (url) => {
    expect((await get(url)).body).toEqual({ status: 0, message: 'empty', data: null });
  });

  it('getColumns lists top-level columns with children, the filtered styles included', async () => {
    const { body } = await get('/app_if/getColumns?siteId=1&parentColumnId=0');
    const columns = body.data.columns as { columnID: number; columnStyle: number; children: unknown[] }[];
    expect(columns.length).toBeGreaterThanOrEqual(10);
    expect(columns.map((c) => c.columnStyle)).toEqual(expect.arrayContaining([205, 215, 410]));
    expect(columns.find((c) => c.columnID === 2)!.children).toHaveLength(2);
  });

  it('getColumn answers one column with its children', async () => {
    const { body } = await get('/app_if/getColumn?siteId=1&columnId=4');
    expect(body.data.column).toMatchObject({ columnID: 4, columnName: '财经' });
    expect(body.data.column.children.map((c: { columnID: number }) => c.columnID)).toEqual([41, 42]);
  });

  it('getArticles pages by page and by lastFileId, newest first, without overlap', async () => {
    const first = (await get('/app_if/getArticles?siteId=1&columnId=1&page=0')).body.data;
    const second = (await get('/app_if/getArticles?siteId=1&columnId=1&page=1')).body.data;
    const keyset = (await get(`/app_if/getArticles?siteId=1&columnId=1&lastFileId=${first.list.at(-1).fileId}`)).body
      .data;
    expect(first.list).toHaveLength(20);
    expect(first.carousel.length).toBeGreaterThan(0);
    expect(second.carousel).toEqual([]);
    expect(keyset.list.map((a: { fileId: number }) => a.fileId)).toEqual(
      second.list.map((a: { fileId: number }) => a.fileId),
    );
    const ids = [...first.list, ...second.list].map((a: { fileId: number }) => a.fileId);
    expect(new Set(ids).size).toBe(ids.length);
    const times = first.list.map((a: { publishtime: string }) => a.publishtime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      first.list.every((a: { publishtime: string }) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(a.publishtime)),
    ).toBe(true);
  });

  it('getArticles ends with an empty page', async () => {
    let page = 0;
    let size = 20;
    while (size > 0 && page < 20)
      size = (await get(`/app_if/getArticles?siteId=1&columnId=1&page=${++page}`)).body.data.list.length;
    expect(size).toBe(0);
    expect(page).toBeGreaterThan(3);
  });

  it("a parent column lists its children's articles", async () => {
    const { body } = await get('/app_if/getArticles?siteId=1&columnId=2&page=0');
    expect(new Set(body.data.list.map((a: { columnID: number }) => a.columnID))).toEqual(new Set([21, 22]));
  });

  it('getModuleView answers the top module and the modules', async () => {
    const { body } = await get('/app_if/getModuleView?siteId=1&columnId=1');
    expect(body.data.topModule).toMatchObject({ type: 0, cmDisplayStyle: 1 });
    expect(body.data.modules.map((m: { type: number }) => m.type)).toEqual([0, 7, 8, 9, 10, 11, 3]);
    expect(body.data.modules.find((m: { type: number }) => m.type === 8).columns.length).toBeGreaterThan(0);
  });

  it('getArticleContent answers published articles only; the preview variant an unpublished one with its link', async () => {
    const [hidden] = await platform().db.query<{ id: number }>('SELECT id FROM articles WHERE a_status <> 1');
    expect((await get(`/app_if/getArticleContent?siteId=1&articleId=${hidden!.id}`)).body.data).toBeNull();
    const previewOf = async (id: number, token?: string) =>
      (await get(`/app_if/getArticleContentPreview?siteId=1&articleId=${id}${token ? `&previewToken=${token}` : ''}`))
        .body.data;
    const link = (articleId: number, editor = DEMO_EDITOR_TOKEN) =>
      platform().app.inject({
        method: 'POST',
        url: '/editor/previewLink',
        headers: { 'x-editor-token': editor },
        payload: { siteId: 1, articleId },
      });
    // without a link, or with a wrong, tampered, foreign or expired one: nothing
    expect(await previewOf(hidden!.id)).toBeNull();
    expect((await link(hidden!.id, 'wrong')).statusCode).toBe(403);
    const { token, url } = (await link(hidden!.id)).json().data as { token: string; url: string };
    expect(url).toBe(`http://web.test/newsDetail/${hidden!.id}.html?yl=1&previewToken=${token}`);
    expect(await previewOf(hidden!.id, token)).toMatchObject({ fileId: hidden!.id, aStatus: 0 });
    // one character of the signature changed (its first: the last may carry only padding bits)
    const [head, body, signature] = token.split('.') as [string, string, string];
    const tampered = `${head}.${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await previewOf(hidden!.id, tampered)).toBeNull();
    const other = (await link(10001)).json().data.token as string;
    expect(await previewOf(hidden!.id, other)).toBeNull();
    const foreign = await new SignJWT({ site: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(hidden!.id))
      .setAudience('article-preview')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not the platform key'));
    expect(await previewOf(hidden!.id, foreign)).toBeNull();
    // the clock past the link's life (only the date: timers and ticks run as ever)
    jest.useFakeTimers({
      now: Date.now() + (PREVIEW_LINK_MINUTES + 1) * 60_000,
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    try {
      expect(await previewOf(hidden!.id, token)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    // a published article's preview needs no link
    expect(await previewOf(10001)).toMatchObject({ fileId: 10001 });
    const news = (await get('/app_if/getArticleContent?siteId=1&articleId=10001')).body.data;
    expect(news).toMatchObject({ fileId: 10001, articleType: 0, aStatus: 1, source: '澜海日报' });
    expect(news.title).toContain('[=x1]');
    expect(news.content).toContain('<figure>');
    expect(news.wordCount).toBeGreaterThan(100);
    expect(news.editor).not.toBe('');
  });

  it('a special topic carries its grouped children', async () => {
    const [topic] = await platform().db.query<{ id: number }>(
      'SELECT id FROM articles WHERE article_type = 3 ORDER BY id LIMIT 1',
    );
    const { body } = await get(`/app_if/getArticleContent?siteId=1&articleId=${topic!.id}`);
    expect(body.data.topicGroups.length).toBe(2);
    expect(body.data.topicGroups[0].list.length).toBeGreaterThan(0);
  });

  it('getRelatedArticles: its subject or its column family, never itself; getRecommendList: most read', async () => {
    const [article] = await platform().db.query<{ id: number; column_id: number }>(
      'SELECT id, column_id FROM articles WHERE column_id = 21 ORDER BY id LIMIT 1',
    );
    const related = (await get(`/app_if/getRelatedArticles?siteId=1&articleId=${article!.id}`)).body.data.list;
    expect(related.length).toBe(5);
    expect(related.map((a: { fileId: number }) => a.fileId)).not.toContain(article!.id);
    expect(related.every((a: { lang: string }) => a.lang === 'zh')).toBe(true);
    const recommended = (await get(`/app_if/getRecommendList?siteId=1&articleId=${article!.id}&count=3`)).body.data
      .list;
    const clicks = recommended.map((a: { countClick: number }) => a.countClick);
    expect(clicks).toHaveLength(3);
    expect([...clicks].sort((a, b) => b - a)).toEqual(clicks);
    expect((await get('/app_if/getRelatedArticles?siteId=1&articleId=99999')).body.data).toBeNull();
  });

  it('liveView: state, video addresses and reports of a live broadcast; empty for other articles', async () => {
    const lives = await platform().db.query<{ id: number; live_status: number }>(
      'SELECT id, live_status FROM articles WHERE article_type = 6 ORDER BY id',
    );
    for (const live of lives) {
      const { body } = await get(`/app_if/liveView?siteId=1&id=${live.id}`);
      expect(body.data.main).toMatchObject({ fileId: live.id, status: live.live_status });
      if (live.live_status === 0) expect(body.data.list).toEqual([]);
      else expect(body.data.list.length).toBeGreaterThanOrEqual(6);
    }
    const running = (await get(`/app_if/liveView?siteId=1&id=${lives.find((l) => l.live_status === 1)!.id}`)).body.data;
    expect(running.main.config.videos[0].appLiveUrl).toMatch(/index\.m3u8$/);
    expect(running.list[0].reporter.name).not.toBe('');
    expect((await get('/app_if/liveView?siteId=1&id=10001')).body.data).toBeNull();
  });

  it('getArticleCounts', async () => {
    const { body } = await get('/app_if/getArticleCounts?siteId=1&articleId=10001');
    expect(body.data).toEqual({
      articleId: 10001,
      countClick: expect.any(Number),
      countPraise: expect.any(Number),
      countShare: expect.any(Number),
      countDiscuss: expect.any(Number),
    });
    expect(body.data.countDiscuss).toBeGreaterThan(0);
  });

  it('unknown calls answer 404 in the envelope', async () => {
    const { status, body } = await get('/app_if/nothing');
    expect(status).toBe(404);
    expect(body.status).toBe(404);
  });
});

describe('media', () => {
  it('serves generated pictures at 1200x630 and the committed HLS clip', async () => {
    const picture = await platform().app.inject({ method: 'GET', url: '/media/pic/art000_big.jpg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const bytes = picture.rawPayload;
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    // SOF0 marker: height and width
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect([bytes.readUInt16BE(sof + 5), bytes.readUInt16BE(sof + 7)]).toEqual([630, 1200]);
    const playlist = await platform().app.inject({ method: 'GET', url: '/media/hls/demo/index.m3u8' });
    expect(playlist.body).toContain('#EXTM3U');
  });

  it.each(['/media/../package.json', '/media/pic/%2e%2e/x', '/media/nope.jpg'])('refuses %s', async (url) => {
    expect((await platform().app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
