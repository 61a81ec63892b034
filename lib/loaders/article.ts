/**
 * newsDetail: the article (or its preview variant) as its screens draw it (lib/model/articleReading.ts),
 * deduplicated between generateMetadata and the page.
 */
import { cache } from 'react';
import { isEmpty } from '../api/answer';
import { fetchArticleContent, fetchLiveView } from '../api/content';
import { serverApi } from '../api/server';
import { articleData, type ArticleData } from '../model/articleReading';
import { ARTICLE_TYPES } from '../model/articleTypes';
import type { LiveView } from '../schemas/live';
import { securityOptionsFromEnv } from '../security/headers';

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
    return articleData(answer, {
      isPreview: preview && answer.status !== 1,
      iframeHosts: securityOptionsFromEnv().iframeHosts,
    });
  },
);

/** liveDetail: the live (its state and reports) with the article it is, or nothing when either is missing. */
export async function loadLive(id: number): Promise<(ArticleData & { live: LiveView }) | undefined> {
  const [live, article] = await Promise.all([fetchLiveView(serverApi(), id), loadArticle(id, undefined, false)]);
  return isEmpty(live) || !article ? undefined : { ...article, live };
}

/** specDetail: a special topic, when the article is one (a plain article's id is the screen's 404). */
export async function loadTopic(id: number): Promise<ArticleData | undefined> {
  const data = await loadArticle(id, undefined, false);
  return data?.article.type === ARTICLE_TYPES.specialTopic ? data : undefined;
}

/** linkDetail: a link or H5 article, when its address is a web address (only those are opened or framed). */
export async function loadLink(id: number): Promise<ArticleData | undefined> {
  const data = await loadArticle(id, undefined, false);
  return data && /^https?:\/\//i.test(data.article.link) ? data : undefined;
}
