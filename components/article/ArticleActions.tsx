'use client';
/**
 * Like and favourite under an article. The counts in the server HTML are the cached page's; the reader's
 * own state (and fresh counts) load in the browser as the bar comes into view, so the HTML stays shared.
 * Like is a toggle (点赞成功 / 已取消点赞); favourite needs a login (请登录后收藏 → login.html and back).
 * Optimistic, rolled back when the platform refuses; a double tap sends one request.
 */
import { useTranslations } from 'next-intl';
import { loginHref } from '@/lib/member/loginPaths';
import { formatCount } from '@/lib/model/count';
import { useRuntime } from '../providers/RuntimeContext';
import { showToast } from '@/lib/ui/toast';
import { lazy, Suspense, useState } from 'react';
import { ShareIcon, StarIcon, ThumbIcon } from '../common/icons';
import { withQueries } from '../providers/queries';
import type { ShareSetup } from '@/lib/share/targets';
import { useArticleState, useArticleToggles, type Outcome } from '../participation/useParticipation';
import styles from './article.module.css';

const SharePanel = lazy(() => import('../share/SharePanel').then((module) => ({ default: module.SharePanel })));

/** The interactive buttons of the bar (loaded when the reader comes near: LazyArticleActions holds the bar). */
export const ArticleActions = withQueries(function ArticleActions({
  articleId,
  likes,
  showCounts,
  locale,
  share,
}: {
  articleId: number;
  likes: number;
  showCounts: boolean;
  locale: string;
  share?: ShareSetup;
}) {
  const [sharing, setSharing] = useState(false);
  const t = useTranslations();
  const { basePath } = useRuntime();
  // mounted when the reader came near (LazyArticleActions): the reader's state loads at once
  const state = useArticleState(articleId, true);
  const { toggleLike, toggleFavourite } = useArticleToggles(articleId);
  const liked = Boolean(state.data?.isPraised);
  const faved = Boolean(state.data?.isFav);
  const count = state.data?.countPraise ?? likes;

  const tell = (outcome: Outcome | undefined) => {
    if (!outcome) return;
    if (outcome.ok) return showToast(t(outcome.text));
    const text = outcome.problem.startsWith('actions.') ? t(outcome.problem) : t(`comments.${outcome.problem}`);
    showToast(text);
    if (outcome.problem === 'actions.loginToFav' || outcome.problem === 'expired')
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the server renders for the logged-in reader
      window.location.href = `${basePath}${loginHref(`${window.location.pathname.slice(basePath.length)}${window.location.search}`)}`;
  };

  return (
    <>
      <button
        type="button"
        className={liked ? styles.actionOn : styles.actionButton}
        aria-pressed={liked}
        onClick={() => void toggleLike().then(tell)}
        data-testid="article-like"
      >
        <ThumbIcon />
        <span>{liked ? t('actions.liked') : t('actions.like')}</span>
        {showCounts ? <span data-testid="article-like-count">{formatCount(count, locale)}</span> : null}
      </button>
      <button
        type="button"
        className={faved ? styles.actionOn : styles.actionButton}
        aria-pressed={faved}
        onClick={() => void toggleFavourite().then(tell)}
        data-testid="article-fav"
      >
        <StarIcon filled={faved} />
        <span>{faved ? t('actions.favourited') : t('actions.favourite')}</span>
      </button>
      {share ? (
        <button
          type="button"
          className={styles.actionButton}
          onClick={() => setSharing(true)}
          aria-haspopup="dialog"
          data-testid="article-share"
        >
          <ShareIcon />
          <span>{t('share.button')}</span>
        </button>
      ) : null}
      {share && sharing ? (
        <Suspense fallback={null}>
          <SharePanel articleId={articleId} {...share} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
