/**
 * The reading calls beyond the feed over a real database: live list, tags, media-account categories,
 * hot-point time axis, the paper edition (latest, dates, layouts with page areas), products, notices and
 * the article certificate with its PDF.
 */
import { setUpTestPlatform } from './testing';

const { platform } = setUpTestPlatform();

async function get(url: string) {
  const response = await platform().app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), raw: response };
}

describe('reading calls', () => {
  it('getLiveList: running first, then announced, then ended', async () => {
    const { body } = await get('/app_if/getLiveList?siteId=1&page=0');
    const statuses = body.data.list.map((item: { liveStatus: number }) => item.liveStatus);
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    const rank = { 1: 0, 0: 1, 2: 2 } as Record<number, number>;
    expect(statuses.map((s: number) => rank[s])).toEqual(statuses.map((s: number) => rank[s]).sort());
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    expect((await get('/app_if/getLiveList?siteId=1&page=5')).body.data.list).toEqual([]);
  });

  it('getArticles filters by articleType and refuses a malformed one', async () => {
    const { body } = await get('/app_if/getArticles?siteId=1&columnId=1&page=0&articleType=1');
    expect(body.data.list.length).toBeGreaterThan(3);
    expect(body.data.list.every((a: { articleType: number }) => a.articleType === 1)).toBe(true);
    expect((await get('/app_if/getArticles?siteId=1&columnId=1&articleType=x')).body.status).toBe(400);
  });

  it('tags: article content names them with ids; getTagArticles lists the tagged articles', async () => {
    const [row] = await platform().db.query<{ id: number; tags: string[] }>(
      `SELECT id, tags FROM articles WHERE site_id = 1 AND a_status = 1 AND tags ? '澜海马拉松' ORDER BY id LIMIT 1`,
    );
    const content = (await get(`/app_if/getArticleContent?siteId=1&articleId=${row!.id}`)).body.data;
    const tag = content.tagList.find((t: { tagName: string }) => t.tagName === '澜海马拉松');
    expect(tag.tagId).toBe(3);
    const { body } = await get('/app_if/getTagArticles?siteId=1&tagId=3&page=0');
    expect(body.data.tagName).toBe('澜海马拉松');
    expect(body.data.list.map((a: { fileId: number }) => a.fileId)).toContain(row!.id);
    const ids = body.data.list.map((a: { fileId: number }) => a.fileId);
    const tagged = await platform().db.query<{ id: number }>(
      `SELECT id FROM articles WHERE id = ANY($1::int[]) AND tags ? '澜海马拉松'`,
      [ids],
    );
    expect(tagged).toHaveLength(ids.length);
    expect((await get('/app_if/getTagArticles?siteId=1&tagId=999')).body.message).toBe('empty');
    expect((await get('/app_if/getTagArticles?siteId=1&tagId=abc')).body.status).toBe(400);
  });

  it('media-account categories and their accounts (unusable ones included for the client to drop)', async () => {
    const cats = (await get('/app_if/getCats?siteId=1&code=XYACCOUNT')).body.data.catsList;
    expect(cats.map((c: { catName: string }) => c.catName)).toEqual(['政务', '区县', '文旅', '高校', 'English']);
    expect((await get('/app_if/getCats?siteId=1&code=OTHER')).body.data.catsList).toEqual([]);
    const first = (await get('/app_if/getCatAccounts?siteId=1&catId=1')).body.data;
    expect(first.xys.map((x: { xyName: string }) => x.xyName)).toEqual(['澜海发布', '澜海交警', '停用账号']);
    expect(first.xys[2].xyForbidden).toBe(1);
    expect((await get('/app_if/getCatAccounts?siteId=1&catId=4')).body.data.xys).toEqual([]);
    expect((await get('/app_if/getCatAccounts?siteId=1&catId=99')).body.message).toBe('empty');
  });

  it('xyRank: the usable accounts by score with their places; cancelled and forbidden ones never', async () => {
    const { body } = await get('/app_if/xyRank?siteId=1');
    const list = body.data.list as {
      rank: number;
      xyName: string;
      score: number;
      xyStatus: number;
      xyForbidden: number;
    }[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.map((row) => row.rank)).toEqual(list.map((_, index) => index + 1));
    expect(list.map((row) => row.score)).toEqual([...list.map((row) => row.score)].sort((a, b) => b - a));
    expect(list.some((row) => row.xyStatus === 4 || row.xyForbidden === 1)).toBe(false);
    expect(list.map((row) => row.xyName)).not.toContain('停用账号');
    // made on a Monday at 00:00, the newspaper's time
    expect(new Date(`${body.data.updateTime.replace(' ', 'T')}+08:00`).getUTCDay()).toBe(0);
    expect(body.data.updateTime).toMatch(/ 00:00:00$/);
    expect((await get('/app_if/xyRank')).body.status).toBe(400);
    expect((await get('/app_if/xyRank?siteId=99')).body.data.list).toEqual([]);
  });

  it('hot-point time axis: a special topic’s articles newest first; other articles are empty', async () => {
    const [topic] = await platform().db.query<{ id: number }>(
      'SELECT id FROM articles WHERE site_id = 1 AND article_type = 3 ORDER BY id LIMIT 1',
    );
    const axis = (await get(`/app_if/getHotPointTimeAxis?siteId=1&id=${topic!.id}`)).body.data;
    expect(axis.list.length).toBeGreaterThan(2);
    const times = axis.list.map((a: { publishtime: string }) => a.publishtime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await get('/app_if/getHotPointTimeAxis?siteId=1&id=10001')).body.message).toBe('empty');
  });

  it('paper: latest edition, dates of a month, layouts with pictures and article areas', async () => {
    const latest = (await get('/app_if/getLatestPaper?siteId=1')).body.data;
    expect(latest.paperName).toBe('澜海日报');
    expect(latest.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = (await get(`/app_if/getPaperDates?siteId=1&paperId=1&date=${latest.date.slice(0, 7)}`)).body.data
      .dates;
    expect(dates[0]).toBe(latest.date);
    const edition = (await get(`/app_if/getPaperLayouts?siteId=1&paperId=1&date=${latest.date}`)).body.data;
    expect(edition.layouts.map((l: { layout: string }) => l.layout)).toEqual(['A01', 'A02', 'A03', 'A04']);
    const front = edition.layouts[0];
    expect(front.pic).toMatch(/^http:\/\/platform\.test\/media\/paper\/page1\.jpg$/);
    expect(front.articles.length).toBeGreaterThanOrEqual(3);
    const [x, y, w, h] = front.articles[0].layoutMapping.mapping.split(',').map(Number);
    for (const value of [x, y, w, h]) expect(value).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(1);
    expect(y + h).toBeLessThanOrEqual(1);
    const picture = await platform().app.inject({ method: 'GET', url: '/media/paper/page1.jpg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await get('/app_if/getPaperLayouts?siteId=1&paperId=1&date=1999-01-01')).body.message).toBe('empty');
    expect((await get('/app_if/getPaperLayouts?siteId=1&paperId=1&date=yesterday')).body.status).toBe(400);
    // shaped like a day or a month, but none of the calendar's: refused, not a database error
    for (const url of [
      '/app_if/getPaperLayouts?siteId=1&paperId=1&date=2026-02-30',
      '/app_if/getPaperLayouts?siteId=1&paperId=1&date=2026-13-45',
      '/app_if/getPaperDates?siteId=1&paperId=1&date=2026-13',
    ]) {
      const answer = await get(url);
      expect({ url, failed: answer.status >= 500, code: answer.body.status }).toEqual({
        url,
        failed: false,
        code: 400,
      });
    }
  });

  it('products and notices by id', async () => {
    expect((await get('/app_if/getProductDetail?siteId=1&id=1')).body.data.name).toBe('澜海日报客户端');
    expect((await get('/app_if/getProductDetail?siteId=1&id=9')).body.message).toBe('empty');
    const notice = (await get('/app_if/getNoticeDetail?siteId=1&id=1')).body.data;
    expect(notice.title).toContain('系统升级');
    expect(notice.publishtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get('/app_if/getNoticeDetail?siteId=1&id=0')).body.status).toBe(400);
  });

  it('article certificate: a stable fingerprint and a real PDF; unpublished articles have none', async () => {
    const cert = (await get('/app_if/getArticleCert?siteId=1&articleId=10001')).body.data;
    expect(cert.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await get('/app_if/getArticleCert?siteId=1&articleId=10001')).body.data.hash).toBe(cert.hash);
    expect(cert.pdfUrl).toBe('http://platform.test/media/cert/10001.pdf');
    const pdf = await platform().app.inject({ method: 'GET', url: '/media/cert/10001.pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(cert.hash.slice(0, 32));
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const [unpublished] = await platform().db.query<{ id: number }>(
      'SELECT id FROM articles WHERE a_status <> 1 LIMIT 1',
    );
    expect((await get(`/app_if/getArticleCert?siteId=1&articleId=${unpublished!.id}`)).body.message).toBe('empty');
    expect((await platform().app.inject({ method: 'GET', url: `/media/cert/${unpublished!.id}.pdf` })).statusCode).toBe(
      404,
    );
    expect((await platform().app.inject({ method: 'GET', url: '/media/cert/abc.pdf' })).statusCode).toBe(404);
  });

  it('ads: under articles and in column feeds while running, never expired ones; events count', async () => {
    const article = (await get('/adv/getArticleAds?siteId=1&articleId=10001')).body.data.list;
    expect(article.map((ad: { title: string }) => ad.title)).toEqual(['澜海数字报：每天清晨，完整呈现当天每一个版面']);
    expect(article[0].imgUrl).toMatch(/^http:\/\/platform\.test\/media\/pic\/.+_middle\.jpg$/);
    expect(article[0].linkUrl).toBe('http://web.test/productDetail.html?id=2');
    const column = (await get('/adv/getColumnAds?siteId=1&columnId=1')).body.data.list;
    expect(column).toHaveLength(1);
    expect(column[0].index).toBe(5);
    expect((await get('/adv/getColumnAds?siteId=1&columnId=3')).body.data.list).toEqual([]);
    expect((await get('/adv/getArticleAds?siteId=1')).body.status).toBe(400);
    const click = async (type: string, advID = '1') =>
      platform().app.inject({
        method: 'POST',
        url: '/adv/event',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ siteId: '1', advID, type }).toString(),
      });
    expect((await click('click')).json().data.count).toBe(1);
    expect((await click('click')).json().data.count).toBe(2);
    expect((await click('impression')).json().data.count).toBe(1);
    expect((await click('hover')).statusCode).toBe(400);
    expect((await click('click', '99')).statusCode).toBe(404);
    // the secure site has advertising off in its config
    const config = (await get('/app_if/getConfig?siteId=2')).body.data;
    expect(config.siteConfig.advertising).toBe(0);
  });
});
