/** newsDetail: the article (or its preview variant), deduplicated between generateMetadata and the page. */
import { unstable_cache } from 'next/cache';
import { pageTag } from '../cache/revalidation';
import { cache } from 'react';
import { isEmpty } from '../api/answer';
import { fetchArticleContent, fetchRelated } from '../api/content';
import { serverApi } from '../api/server';
import { cacheSeconds } from '../routing/routes';
import type { ArticleContent, ArticleSummary } from '../schemas/article';

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

export interface AroundData {
  related: ArticleSummary[];
  recommended: ArticleSummary[];
}

/** Related and recommended articles; an extra: a failure leaves them out (logged). */
const fetchAround = cache(async (id: number): Promise<AroundData> => {
  const pick = (which: 'related' | 'recommend') =>
    fetchRelated(serverApi(), id, which).then(
      (answer) => (isEmpty(answer) ? [] : answer.list),
      (error: unknown) => {
        console.warn(`[article] ${which} left out: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      },
    );
  const [related, recommended] = await Promise.all([pick('related'), pick('recommend')]);
  return { related, recommended };
});

/**
 * The related and recommended lists, kept as long as the article screen's page: they are published lists,
 * the same in an editor's preview, so a preview (rendered for every request) asks the platform for its
 * article only.
 */
export function loadAround(id: number): Promise<AroundData> {
  return unstable_cache(() => fetchAround(id), ['around', String(id)], {
    revalidate: cacheSeconds('newsDetail'),
    tags: [pageTag('newsDetail', { id: String(id) })],
  })();
}
