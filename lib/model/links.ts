/** Where an article in a list leads. */
import { appPath } from '../routes';
import type { ArticleSummary } from '../schemas/article';

export function articleHref(article: Pick<ArticleSummary, 'fileId' | 'columnID'>): string {
  return appPath('newsDetail', { columnId: article.columnID || undefined, id: article.fileId });
}
