/**
 * The front end's API client against the running reference platform: the same calls the pages make,
 * validated by the same schemas.
 */
import { isEmpty } from '@/lib/api/answer';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import {
  fetchArticleContent,
  fetchArticleCounts,
  fetchArticles,
  fetchColumn,
  fetchColumns,
  fetchConfig,
  fetchModuleView,
} from '@/lib/api/content';
import { readRuntimeConfig } from '@/lib/env';
import { DEMO_EDITOR_TOKEN } from './server';
import { startTestPlatform, type TestPlatform } from './testing';

let platform: TestPlatform;
let client: ApiClient;

beforeAll(async () => {
  platform = await startTestPlatform();
  const url = await platform.listen();
  client = createApiClient(readRuntimeConfig({ PLATFORM_URL: url }), { deviceId: () => 'jest' });
});

afterAll(async () => {
  await platform?.close();
});

it('reads config, columns, a column, a feed page, modules, an article and its counts', async () => {
  const config = await fetchConfig(client);
  if (isEmpty(config)) throw new Error('config empty');
  expect(config.siteConfig.siteName).toBe('澜海日报');
  const columns = await fetchColumns(client);
  if (isEmpty(columns)) throw new Error('columns empty');
  expect(columns.columns.length).toBeGreaterThan(10);
  const column = await fetchColumn(client, 10);
  expect(!isEmpty(column) && column.column.children.map((c) => c.name)).toEqual(['City', 'Business', 'Culture']);
  const page = await fetchArticles(client, 1, 0);
  if (isEmpty(page)) throw new Error('page empty');
  expect(page.list).toHaveLength(20);
  const next = await fetchArticles(client, 1, 1, { lastFileId: page.list.at(-1)!.id });
  expect(!isEmpty(next) && next.list[0]!.id).not.toBe(page.list[0]!.id);
  const modules = await fetchModuleView(client, 1);
  expect(!isEmpty(modules) && modules.modules.length).toBeGreaterThan(5);
  const article = await fetchArticleContent(client, 10001, { columnId: 1 });
  expect(!isEmpty(article) && article.title).toContain('澜海');
  const counts = await fetchArticleCounts(client, 10001);
  expect(!isEmpty(counts) && counts.readCount).toBeGreaterThan(0);
});

it('the empty marker for a missing article, and preview only through the preview call with its link', async () => {
  expect(await fetchArticleContent(client, 99999)).toBe('empty');
  const [hidden] = await platform.db.query<{ id: number }>('SELECT id FROM articles WHERE a_status <> 1');
  expect(await fetchArticleContent(client, hidden!.id)).toBe('empty');
  expect(await fetchArticleContent(client, hidden!.id, { preview: true })).toBe('empty');
  const link = await platform.app.inject({
    method: 'POST',
    url: '/editor/previewLink',
    headers: { 'x-editor-token': DEMO_EDITOR_TOKEN },
    payload: { siteId: 1, articleId: hidden!.id },
  });
  const previewToken = link.json().data.token as string;
  const preview = await fetchArticleContent(client, hidden!.id, { preview: true, previewToken });
  expect(!isEmpty(preview) && preview.status).toBe(0);
});
