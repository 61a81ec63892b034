/** Where an article in a list leads. */
import { appPath, parseAppPath } from '../routing/routes';
import type { ArticleSummary } from '../schemas/article';
import { ARTICLE_TYPES } from './articleTypes';

/**
 * An item the newsroom routed to one of our screens (appPath: an in-app public path such as an
 * activity) opens that screen; never an address elsewhere. Otherwise, where each type opens: image sets in imageDetail, videos in videoDetail, special topics in specDetail,
 * links and H5 pages in linkDetail, live broadcasts in liveDetail, everything else in newsDetail.
 */
export function articleHref(
  article: Pick<ArticleSummary, 'id' | 'columnId'> & { type?: number; appPath?: string },
): string {
  const routed = article.appPath ? parseAppPath(article.appPath.split('?')[0]!) : undefined;
  if (routed) return appPath(routed.route, routed.params);
  const columnId = article.columnId || undefined;
  switch (article.type) {
    case ARTICLE_TYPES.imageSet:
      return appPath('imageDetail', { columnId, id: article.id });
    case ARTICLE_TYPES.video:
      return appPath('videoDetail', { columnId, id: article.id });
    case ARTICLE_TYPES.specialTopic:
      return appPath('specDetail', { id: article.id });
    case ARTICLE_TYPES.link:
    case ARTICLE_TYPES.h5:
      return appPath('linkDetail', { id: article.id });
    case ARTICLE_TYPES.live:
      return appPath('liveDetail', { id: article.id });
    default:
      return appPath('newsDetail', { columnId, id: article.id });
  }
}
