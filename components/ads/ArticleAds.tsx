'use client';
/**
 * The ads under an article, asked for as the reader approaches them; their code (and the query library)
 * comes then too, not with the article's first JavaScript.
 */
import { lazy } from 'react';
import { LoadWhenNear } from '../common/LoadWhenNear';

const ArticleAdList = lazy(() => import('./ArticleAdList').then((module) => ({ default: module.ArticleAdList })));

export function ArticleAds({ articleId }: { articleId: number }) {
  return (
    <LoadWhenNear fallback={null}>
      <ArticleAdList articleId={articleId} />
    </LoadWhenNear>
  );
}
