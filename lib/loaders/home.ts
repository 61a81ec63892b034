/** home.html: fetch → validate → transform. Columns and one section's feed, modules and carousel. */
import { isEmpty } from '../api/answer';
import { fetchArticles, fetchColumns, fetchModuleView } from '../api/content';
import { serverApi } from '../api/server';
import { loadSiteConfig } from '../api/siteConfig';
import { keptModules, visibleColumns } from '../model/home';
import type { ArticlesPage, ModuleView } from '../schemas/article';
import type { Column } from '../schemas/column';
import type { SiteConfig } from '../schemas/config';

export interface HomeData {
  config: SiteConfig;
  columns: Column[];
  /** The section shown (a top-level column) and, when the address named one of its own, its sub-column. */
  column?: Column;
  child?: number;
  /** The feed's first page (the sub-column's, or the section's), absent when there is no column. */
  feed?: { columnId: number; page: ArticlesPage; modules: ModuleView };
}

const NO_MODULES: ModuleView = { topModule: null, modules: [] };

/**
 * Home, at its first section or at the one an address names (/home.html?column=21; a sub-column's id
 * opens its section with it chosen). A column home does not show: nothing (the 404 state).
 * Throws when the platform cannot give the columns or the feed (the page shows its error state, uncached).
 */
export async function loadHome(columnId?: number): Promise<HomeData | undefined> {
  const client = serverApi();
  const [config, columnsAnswer] = await Promise.all([loadSiteConfig(), fetchColumns(client)]);
  const columns = visibleColumns(isEmpty(columnsAnswer) ? [] : columnsAnswer.columns);
  const column =
    columnId === undefined
      ? columns[0]
      : columns.find((c) => c.id === columnId || c.children.some((child) => child.id === columnId));
  if (!column) return columnId === undefined ? { config, columns } : undefined;
  const child = columnId !== undefined && columnId !== column.id ? columnId : undefined;
  const feedId = child ?? column.id;
  const [page, modules] = await Promise.all([
    fetchArticles(client, feedId, 0),
    fetchModuleView(client, feedId).catch((error: unknown) => {
      console.warn(`[home] modules left out: ${error instanceof Error ? error.message : String(error)}`);
      return NO_MODULES;
    }),
  ]);
  const moduleView = isEmpty(modules) ? NO_MODULES : modules;
  return {
    config,
    columns,
    column,
    child,
    feed: {
      columnId: feedId,
      page: isEmpty(page) ? { columnId: feedId, page: 0, list: [], carousel: [], liveArticles: [] } : page,
      modules: {
        topModule: moduleView.topModule && keptModules([moduleView.topModule]).length ? moduleView.topModule : null,
        modules: keptModules(moduleView.modules),
      },
    },
  };
}
