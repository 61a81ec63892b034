/** The lists that close an article: related articles, then the recommended ones not already listed. */
import type { ArticleSummary } from '../schemas/article';

export interface OnwardList {
  key: 'related' | 'recommended';
  articles: ArticleSummary[];
}

/** The non-empty lists, in order; an article is listed once (related first). */
export function onwardLists(related: ArticleSummary[], recommended: ArticleSummary[]): OnwardList[] {
  const seen = new Set(related.map((article) => article.id));
  const lists: OnwardList[] = [
    { key: 'related', articles: related },
    { key: 'recommended', articles: recommended.filter((article) => !seen.has(article.id)) },
  ];
  return lists.filter((list) => list.articles.length > 0);
}
