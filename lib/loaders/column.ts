/** columnDetail: the column (with its children), its first page, carousel and modules. */
import { isEmpty } from '../api/answer';
import { fetchArticles, fetchColumn, fetchModuleView } from '../api/content';
import { serverApi } from '../api/server';
import { HIDDEN_COLUMN_STYLES, keptModules, visibleColumns } from '../model/home';
import type { ArticlesPage, ModuleView } from '../schemas/article';
import type { Column } from '../schemas/column';

export interface ColumnData {
  column: Column;
  page: ArticlesPage;
  modules: ModuleView;
}

/**
 * A column as readers may see it (its service children left out); undefined for no such column or a service
 * column that is never shown as one. Throws when the platform fails.
 */
export async function loadVisibleColumn(columnId: number): Promise<Column | undefined> {
  const answer = await fetchColumn(serverApi(), columnId);
  if (isEmpty(answer) || HIDDEN_COLUMN_STYLES.includes(answer.column.style)) return undefined;
  return visibleColumns([answer.column])[0];
}

/** undefined: no such column (or a service column that is never shown as one). Throws when the platform fails. */
export async function loadColumn(columnId: number): Promise<ColumnData | undefined> {
  const client = serverApi();
  const column = await loadVisibleColumn(columnId);
  if (!column) return undefined;
  const [page, modules] = await Promise.all([
    fetchArticles(client, columnId, 0),
    fetchModuleView(client, columnId).catch(() => 'empty' as const),
  ]);
  return {
    column,
    page: isEmpty(page) ? { columnId, page: 0, list: [], carousel: [], liveArticles: [] } : page,
    modules: isEmpty(modules)
      ? { topModule: null, modules: [] }
      : { topModule: modules.topModule, modules: keptModules(modules.modules) },
  };
}
