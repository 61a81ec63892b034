/**
 * The "more" and tag screens: moreLive, moreImage/:id, specMore/:columnId, tagList/:tagId, moreModules.
 * Each gives its first page (or undefined for an unknown id → 404) and throws when the platform fails.
 */
import { isEmpty } from '../api/answer';
import { fetchArticles, fetchColumns, fetchModuleView } from '../api/content';
import { fetchListPage, fetchTagArticles, type ListSource } from '../api/reading';
import { serverApi } from '../api/server';
import { ARTICLE_TYPES } from '../model/articleTypes';
import { keptModules, visibleColumns } from '../model/home';
import { loadVisibleColumn } from './column';
import type { ArticleSummary, HomeModule } from '../schemas/article';
import type { Column } from '../schemas/column';

export interface ListScreenData {
  source: ListSource;
  list: ArticleSummary[];
  /** The column (specMore, moreImage/:id) or tag the list belongs to. */
  title?: string;
  description?: string;
}

/** The first visible top-level column: the home feed. */
async function homeColumn(): Promise<Column | undefined> {
  const answer = await fetchColumns(serverApi());
  return visibleColumns(isEmpty(answer) ? [] : answer.columns)[0];
}

export async function loadMoreLive(): Promise<ListScreenData> {
  const source: ListSource = { kind: 'lives' };
  return { source, list: await fetchListPage(serverApi(), source, 0) };
}

/** Image sets of a column (or of the whole paper without an id). */
export async function loadMoreImage(columnId: number | undefined): Promise<ListScreenData | undefined> {
  const column = columnId ? await loadVisibleColumn(columnId) : await homeColumn();
  if (!column) return undefined;
  const source: ListSource = { kind: 'column', columnId: column.id, articleType: ARTICLE_TYPES.imageSet };
  return {
    source,
    list: await fetchListPage(serverApi(), source, 0),
    title: columnId ? column.name : undefined,
  };
}

/** Every special topic of a column. */
export async function loadSpecMore(columnId: number): Promise<ListScreenData | undefined> {
  const column = await loadVisibleColumn(columnId);
  if (!column) return undefined;
  const source: ListSource = { kind: 'column', columnId, articleType: ARTICLE_TYPES.specialTopic };
  return {
    source,
    list: await fetchListPage(serverApi(), source, 0),
    title: column.name,
    description: column.description,
  };
}

export async function loadTagList(tagId: number): Promise<ListScreenData | undefined> {
  const answer = await fetchTagArticles(serverApi(), tagId);
  if (isEmpty(answer)) return undefined;
  return { source: { kind: 'tag', tagId }, list: answer.list, title: answer.tagName };
}

/** Every module of the home column, each with all its items (moreModules). */
export async function loadMoreModules(): Promise<{ column?: Column; modules: HomeModule[] }> {
  const column = await homeColumn();
  if (!column) return { modules: [] };
  const view = await fetchModuleView(serverApi(), column.id);
  if (isEmpty(view)) return { column, modules: [] };
  return { column, modules: keptModules([...(view.topModule ? [view.topModule] : []), ...view.modules]) };
}

/** columnShare: a column as shared, with its parent's other children as siblings. */
export async function loadColumnShare(parentId: number | undefined, columnId: number | undefined) {
  const target = columnId ?? parentId;
  if (!target) return undefined;
  const column = await loadVisibleColumn(target);
  if (!column) return undefined;
  const parent = parentId && parentId !== target ? await loadVisibleColumn(parentId) : undefined;
  const page = await fetchArticles(serverApi(), target, 0);
  return {
    column,
    siblings: parent?.children ?? [],
    parent,
    list: isEmpty(page)
      ? []
      : [...page.carousel, ...page.list.filter((a) => !page.carousel.some((c) => c.id === a.id))],
  };
}
