/** home.html: fetch → validate → transform. Columns and the first column's feed, modules and carousel. */
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
  /** The first column's first page (its feed), absent when there is no column. */
  feed?: { column: Column; page: ArticlesPage; modules: ModuleView };
}

const NO_MODULES: ModuleView = { topModule: null, modules: [] };

/** Throws when the platform cannot give the columns or the feed (the page shows its error state, uncached). */
export async function loadHome(): Promise<HomeData> {
  const client = serverApi();
  const [config, columnsAnswer] = await Promise.all([loadSiteConfig(), fetchColumns(client)]);
  const columns = visibleColumns(isEmpty(columnsAnswer) ? [] : columnsAnswer.columns);
  const column = columns[0];
  if (!column) return { config, columns };
  const [page, modules] = await Promise.all([
    fetchArticles(client, column.id, 0),
    fetchModuleView(client, column.id).catch((error: unknown) => {
      console.warn(`[home] modules left out: ${error instanceof Error ? error.message : String(error)}`);
      return NO_MODULES;
    }),
  ]);
  const moduleView = isEmpty(modules) ? NO_MODULES : modules;
  return {
    config,
    columns,
    feed: {
      column,
      page: isEmpty(page) ? { columnId: column.id, page: 0, list: [], carousel: [], liveArticles: [] } : page,
      modules: {
        topModule: moduleView.topModule && keptModules([moduleView.topModule]).length ? moduleView.topModule : null,
        modules: keptModules(moduleView.modules),
      },
    },
  };
}
