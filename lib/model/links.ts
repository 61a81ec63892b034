/** Where an article in a list leads. */
import { appPath } from '../routing/routes';
import type { ArticleSummary } from '../schemas/article';
import { ARTICLE_TYPES } from './articleTypes';

/**
 * Where each type opens: image sets in imageDetail, videos in videoDetail, special topics in specDetail,
 * links and H5 pages in linkDetail, live broadcasts in liveDetail, everything else in newsDetail.
 */
export function articleHref(article: Pick<ArticleSummary, 'fileId' | 'columnID'> & { articleType?: number }): string {
  const columnId = article.columnID || undefined;
  switch (article.articleType) {
    case ARTICLE_TYPES.imageSet:
      return appPath('imageDetail', { columnId, id: article.fileId });
    case ARTICLE_TYPES.video:
      return appPath('videoDetail', { columnId, id: article.fileId });
    case ARTICLE_TYPES.specialTopic:
      return appPath('specDetail', { id: article.fileId });
    case ARTICLE_TYPES.link:
    case ARTICLE_TYPES.h5:
      return appPath('linkDetail', { id: article.fileId });
    case ARTICLE_TYPES.live:
      return appPath('liveDetail', { id: article.fileId });
    default:
      return appPath('newsDetail', { columnId, id: article.fileId });
  }
}
