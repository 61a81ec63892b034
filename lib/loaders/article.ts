/** newsDetail: the article (or its preview variant), deduplicated between generateMetadata and the page. */
import { cache } from 'react';
import { isEmpty } from '../api/answer';
import { fetchArticleContent } from '../api/content';
import { serverApi } from '../api/server';
import type { ArticleContent } from '../schemas/article';

export interface ArticleData {
  article: ArticleContent;
  /** Shown as a preview: fetched through the preview call and not (yet) published. */
  isPreview: boolean;
}

/**
 * undefined: no such article, or not published (outside a preview, or without the preview link's token
 * the platform signed for it). Throws when the platform fails.
 */
export const loadArticle = cache(
  async (
    id: number,
    columnId: number | undefined,
    preview: boolean,
    previewToken?: string,
  ): Promise<ArticleData | undefined> => {
    const answer = await fetchArticleContent(serverApi(), id, { columnId, preview, previewToken });
    if (isEmpty(answer)) return undefined;
    return { article: answer, isPreview: preview && answer.aStatus !== 1 };
  },
);
