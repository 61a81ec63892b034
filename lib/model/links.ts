/** Where an article in a list leads. */
import { appPath } from '../routes';
import type { ArticleSummary } from '../schemas/article';
import { ARTICLE_TYPES } from './articleTypes';

/** Image sets open in imageDetail, videos in videoDetail, everything else in newsDetail. */
export function articleHref(article: Pick<ArticleSummary, 'fileId' | 'columnID'> & { articleType?: number }): string {
  const route =
    article.articleType === ARTICLE_TYPES.imageSet
      ? 'imageDetail'
      : article.articleType === ARTICLE_TYPES.video
        ? 'videoDetail'
        : 'newsDetail';
  return appPath(route, { columnId: article.columnID || undefined, id: article.fileId });
}
