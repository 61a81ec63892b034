'use client';
/** The ads under an article. */
import { AdList } from './AdCard';
import { useAds } from './useAds';

export function ArticleAds({ articleId }: { articleId: number }) {
  return <AdList ads={useAds({ kind: 'article', articleId }, true)} />;
}
