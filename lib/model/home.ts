/** What the home screen keeps of the platform's columns and modules (spec §9). */
import { appPath } from '../routing/routes';
import type { Column } from '../schemas/column';
import type { ArticleSummary, HomeModule } from '../schemas/article';

/** Columns with these styles are service entries handled elsewhere: never shown as channels. */
export const HIDDEN_COLUMN_STYLES: readonly number[] = [205, 215, 410];
/** Module types the home screen shows; others are dropped. */
export const HOME_MODULE_TYPES: readonly number[] = [0, 7, 8, 9, 10, 11];

export function visibleColumns(columns: Column[]): Column[] {
  return columns
    .filter((column) => !HIDDEN_COLUMN_STYLES.includes(column.style))
    .map((column) => ({
      ...column,
      children: column.children.filter((child) => !HIDDEN_COLUMN_STYLES.includes(child.style)),
    }));
}

export function keptModules(modules: HomeModule[]): HomeModule[] {
  return modules.filter(
    (module) => HOME_MODULE_TYPES.includes(module.type) && (module.list.length > 0 || module.columns.length > 0),
  );
}

export type FeedEntry = { kind: 'article'; article: ArticleSummary } | { kind: 'module'; module: HomeModule };

/**
 * Interleaves modules into the article feed: a module with position n comes after the n-th article
 * (0 = before the first); modules whose position lies beyond the loaded articles wait until enough load.
 */
export function interleaveModules(articles: ArticleSummary[], modules: HomeModule[]): FeedEntry[] {
  const byPosition = [...modules].sort((a, b) => a.position - b.position);
  const feed: FeedEntry[] = [];
  let next = 0;
  articles.forEach((article, index) => {
    while (next < byPosition.length && byPosition[next]!.position <= index)
      feed.push({ kind: 'module', module: byPosition[next++]! });
    feed.push({ kind: 'article', article });
  });
  while (next < byPosition.length && byPosition[next]!.position <= articles.length)
    feed.push({ kind: 'module', module: byPosition[next++]! });
  return feed;
}

/** Removes articles shown elsewhere on the page (the carousel, the modules) from its list, keeping order. */
export function withoutDuplicates(list: ArticleSummary[], shown: ArticleSummary[]): ArticleSummary[] {
  const seen = new Set(shown.map((article) => article.id));
  return list.filter((article) => !seen.has(article.id));
}

/** A section's address (/home.html?column=21): home itself for the first section. */
export function sectionHref(sections: Column[], id: number): string {
  return appPath('home', { column: id === sections[0]?.id ? undefined : id });
}
