'use client';
/**
 * The like and favourite bar as articles include it: the same buttons, inert (disabled) and with the cached
 * page's count, until the reader comes near; then the interactive bar and its code (ArticleActions).
 */
import { lazy } from 'react';
import { useTranslations } from 'next-intl';
import { formatCount } from '@/lib/model/count';
import type { ShareSetup } from '@/lib/share/targets';
import { ShareIcon, StarIcon, ThumbIcon } from '../common/icons';
import { LoadWhenNear } from '../common/LoadWhenNear';
import styles from './article.module.css';

interface Props {
  articleId: number;
  likes: number;
  showCounts: boolean;
  locale: string;
  share?: ShareSetup;
}

function ActionsPlaceholder({ likes, showCounts, locale, share }: Omit<Props, 'articleId'>) {
  const t = useTranslations('actions');
  const tShare = useTranslations('share');
  return (
    <>
      <button type="button" className={styles.actionButton} disabled data-testid="article-like">
        <ThumbIcon />
        <span>{t('like')}</span>
        {showCounts ? <span data-testid="article-like-count">{formatCount(likes, locale)}</span> : null}
      </button>
      <button type="button" className={styles.actionButton} disabled data-testid="article-fav">
        <StarIcon />
        <span>{t('favourite')}</span>
      </button>
      {share ? (
        <button type="button" className={styles.actionButton} disabled data-testid="article-share">
          <ShareIcon />
          <span>{tShare('button')}</span>
        </button>
      ) : null}
    </>
  );
}

const ArticleActions = lazy(() => import('./ArticleActions').then((module) => ({ default: module.ArticleActions })));

export function LazyArticleActions(props: Props) {
  return (
    <LoadWhenNear className={styles.actionBar} testId="article-actions" fallback={<ActionsPlaceholder {...props} />}>
      <ArticleActions {...props} />
    </LoadWhenNear>
  );
}
