'use client';
/** The ads under an article, asked for as the reader approaches them. */
import { useRef } from 'react';
import { useNearViewport } from '../common/useNearViewport';
import { AdList } from './AdCard';
import { useAds } from './useAds';

export function ArticleAds({ articleId }: { articleId: number }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return (
    <div ref={slot}>
      <AdList ads={useAds({ kind: 'article', articleId }, near)} />
    </div>
  );
}
