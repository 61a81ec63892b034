'use client';
/** The ads under an article, asked for once the reader is near them (ArticleAds loads this part then). */
import { withQueries } from '../providers/queries';
import { AdList } from './AdCard';
import { useAds } from './useAds';

export const ArticleAdList = withQueries(function ArticleAdList({ articleId }: { articleId: number }) {
  return <AdList ads={useAds({ kind: 'article', articleId }, true)} />;
});
