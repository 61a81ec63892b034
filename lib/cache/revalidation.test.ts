import {
  changedPaths,
  changedTags,
  ChangesSchema,
  MAX_REFRESH_PATHS,
  outdated,
  pageTag,
  REFRESHED_COLUMNS_PER_ARTICLE,
  type Change,
} from './revalidation';

describe('pageTag', () => {
  test('names what a screen shows, the same for every screen of one thing', () => {
    expect(pageTag('newsDetail', { columnId: '5', id: '123' })).toBe('article:123');
    expect(pageTag('imageDetail', { id: '123' })).toBe('article:123');
    expect(pageTag('liveDetail', { linkID: '2', id: '7' })).toBe('live:7');
    expect(pageTag('columnDetail', { columnId: '5' })).toBe('column:5');
    expect(pageTag('columnDetail', { columnId: '2', id: '21' })).toBe('column:21');
    expect(pageTag('columnShare', { parentId: '2', id: '21' })).toBe('column:21');
  });

  test('names the screen itself for the rest', () => {
    expect(pageTag('home', {})).toBe('screen:home');
    expect(pageTag('tagList', { tagId: '3' })).toBe('screen:tagList');
    expect(pageTag('newsDetail', {})).toBe('screen:newsDetail');
  });
});

describe('a change', () => {
  const article: Change = { type: 'article', id: 123, columnIds: [5] };

  test("expires the article's pages, its column's and the home page, by the tags pages carry", () => {
    expect(changedTags(article)).toEqual(['article:123', 'column:5', 'screen:home']);
    expect(changedTags({ type: 'live', id: 7 })).toContain(pageTag('liveDetail', { id: '7' }));
    expect(changedTags({ type: 'live', id: 7 })).toContain(pageTag('moreLive', {}));
    expect(changedTags({ type: 'column', id: 5 })).toContain(pageTag('columnDetail', { columnId: '5' }));
  });

  test('names every public path a reader may hold the article at', () => {
    const paths = changedPaths(article);
    for (const path of [
      '/newsDetail/123.html',
      '/newsDetail/5/123.html',
      '/imageDetail/5/123.html',
      '/videoDetail/123.html',
      '/columnDetail/5.html',
      '/columnShare/5.html',
      '/home.html',
      '/',
    ])
      expect(paths).toContain(path);
  });

  test("a reader's post or sign-up expires that circle's or activity's page, where readers look", () => {
    expect(changedTags({ type: 'circle', id: 5001 })).toEqual([pageTag('circleDetail', { id: '5001' })]);
    expect(changedTags({ type: 'activity', id: 20001 })).toEqual([pageTag('activityDetail', { id: '20001' })]);
    expect(pageTag('activityApply', { id: '20001' })).toBe('activity:20001');
    expect(changedPaths({ type: 'circle', id: 5001 })).toEqual(['/circleDetail/5001.html']);
    expect(changedPaths({ type: 'activity', id: 20001 })).toContain('/activityDetail/20001.html');
  });

  test('several changes name each tag and path once', () => {
    const { tags, paths } = outdated([article, { type: 'article', id: 124, columnIds: [5] }]);
    expect(tags.filter((tag) => tag === 'column:5')).toHaveLength(1);
    expect(paths.filter((path) => path === '/home.html')).toHaveLength(1);
  });
});

test('the webhook body is read strictly', () => {
  const id = '0f4e2c9a-5b1d-4e8f-9a7c-3d2b1e0f6a5c';
  expect(ChangesSchema.safeParse({ id, changes: [{ type: 'article', id: 1 }] }).success).toBe(true);
  // every call names itself (it is applied once)
  expect(ChangesSchema.safeParse({ changes: [{ type: 'article', id: 1 }] }).success).toBe(false);
  expect(ChangesSchema.safeParse({ id, changes: [] }).success).toBe(false);
  expect(ChangesSchema.safeParse({ id, changes: [{ type: 'article', id: -1 }] }).success).toBe(false);
  expect(ChangesSchema.safeParse({ id, changes: [{ type: 'page', id: 1 }] }).success).toBe(false);
  expect(ChangesSchema.safeParse({ id, changes: [{ type: 'live', id: '1 OR 1=1' }] }).success).toBe(false);
});

it('refreshes a bounded set of paths however large the change: five columns an article, 300 a call', () => {
  const columnIds = Array.from({ length: 50 }, (_, index) => index + 1);
  const one = changedPaths({ type: 'article', id: 7, columnIds });
  expect(one).toHaveLength(3 * (1 + REFRESHED_COLUMNS_PER_ARTICLE) + 2 * REFRESHED_COLUMNS_PER_ARTICLE + 3);
  const many = Array.from({ length: 100 }, (_, index) => ({ type: 'article' as const, id: index + 1, columnIds }));
  const { tags, paths } = outdated(many);
  expect(paths).toHaveLength(MAX_REFRESH_PATHS);
  expect(new Set(paths).size).toBe(paths.length);
  // Next's cache still drops every page that shows them: every article's and every column's tag
  expect(tags).toHaveLength(100 + 50 + 1);
});
