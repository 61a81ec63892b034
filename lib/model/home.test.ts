import { articleSummarySchema, moduleSchema, type ArticleSummary, type HomeModule } from '../schemas/article';
import { columnSchema } from '../schemas/column';
import { interleaveModules, keptModules, visibleColumns, withoutDuplicates } from './home';

const article = (fileId: number): ArticleSummary => articleSummarySchema.parse({ fileId, title: `a${fileId}` });
const mod = (moduleId: number, type: number, position: number, items = 1): HomeModule =>
  moduleSchema.parse({
    moduleId,
    type,
    position,
    name: `m${moduleId}`,
    list: Array.from({ length: items }, (_, k) => ({ fileId: 900 + k })),
  });

describe('visibleColumns', () => {
  it('drops columnStyle 205, 215 and 410, children included', () => {
    const columns = [
      {
        columnID: 1,
        columnName: 'a',
        columnStyle: 0,
        children: [
          { columnID: 11, columnStyle: 205 },
          { columnID: 12, columnStyle: 0 },
        ],
      },
      { columnID: 2, columnName: 'b', columnStyle: 205 },
      { columnID: 3, columnName: 'c', columnStyle: 215 },
      { columnID: 4, columnName: 'd', columnStyle: 410 },
      { columnID: 5, columnName: 'e', columnStyle: 7 },
    ].map((c) => columnSchema.parse(c));
    const visible = visibleColumns(columns);
    expect(visible.map((c) => c.id)).toEqual([1, 5]);
    expect(visible[0]!.children.map((c) => c.id)).toEqual([12]);
  });
});

describe('keptModules', () => {
  it('keeps types 0, 7, 8, 9, 10, 11 with content', () => {
    const modules = [0, 3, 7, 8, 9, 10, 11, 12].map((type, k) => mod(k + 1, type, k));
    expect(keptModules(modules).map((m) => m.type)).toEqual([0, 7, 8, 9, 10, 11]);
    const columnsModule = moduleSchema.parse({ moduleId: 99, type: 8, columns: [{ columnID: 2, columnName: 'x' }] });
    expect(keptModules([columnsModule, mod(98, 0, 0, 0)])).toEqual([columnsModule]);
  });
});

describe('interleaveModules', () => {
  const articles = [1, 2, 3, 4].map(article);
  it('places a module after the n-th article', () => {
    const feed = interleaveModules(articles, [mod(2, 0, 2), mod(1, 0, 0), mod(3, 0, 4), mod(4, 0, 9)]);
    expect(feed.map((e) => (e.kind === 'article' ? e.article.id : `m${e.module.moduleId}`))).toEqual([
      'm1',
      1,
      2,
      'm2',
      3,
      4,
      'm3',
    ]);
  });
  it('holds modules beyond the loaded articles', () => {
    expect(interleaveModules([], [mod(1, 0, 3)])).toEqual([]);
  });
});

describe('withoutDuplicates', () => {
  it('removes articles already shown', () => {
    expect(withoutDuplicates([1, 2, 3].map(article), [article(2)]).map((a) => a.id)).toEqual([1, 3]);
  });
});
