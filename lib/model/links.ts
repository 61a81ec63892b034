/** Where an article in a list leads. */
import { appPath, parseAppPath } from '../routing/routes';
import type { ArticleSummary } from '../schemas/article';
import { ARTICLE_TYPES } from './articleTypes';

/**
 * An item the newsroom routed to one of our screens (routerUrl: an in-app public path such as an
 * activity) opens that screen; never an address elsewhere. Otherwise, where each type opens: image sets in imageDetail, videos in videoDetail, special topics in specDetail,
 * links and H5 pages in linkDetail, live broadcasts in liveDetail, everything else in newsDetail.
 */
export function articleHref(
  article: Pick<ArticleSummary, 'fileId' | 'columnID'> & { articleType?: number; routerUrl?: string },
): string {
  const routed = article.routerUrl ? parseAppPath(article.routerUrl.split('?')[0]!) : undefined;
  if (routed) return appPath(routed.route, routed.params);
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
