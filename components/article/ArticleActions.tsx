'use client';
/**
 * Like and favourite under an article. The counts in the server HTML are the cached page's; the reader's
 * own state (and fresh counts) load in the browser with this bar, so the HTML stays shared.
 * Like is a toggle (点赞成功 / 已取消点赞); favourite needs a login (请登录后收藏 → login.html and back).
 * Optimistic, rolled back when the platform refuses; a double tap sends one request.
 */
import { useTranslations } from 'next-intl';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { formatCount } from '@/lib/model/count';
import { useRuntime } from '../providers/RuntimeContext';
import { showToast } from '@/lib/ui/toast';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ShareIcon, StarIcon, ThumbIcon } from '../common/icons';
import { withQueries } from '../providers/queries';
import type { ShareSetup } from '@/lib/share/targets';
import { LazySharePanel } from '../share/LazySharePanel';
import { useArticleState, useArticleToggles, type Outcome } from '../participation/useParticipation';
import { useOnline, whenOnline } from '../offline/useOnline';
import styles from './actionBar.module.css';

/** What the reader asked of the bar before its code was there ('look': only their own state). */
export type ActionIntent = 'look' | 'like' | 'fav' | 'share';

/**
 * The interactive buttons of the bar, mounted by LazyArticleActions with what the reader asked for
 * before this code was there: its button takes the focus, and the action is performed once the reader's
 * own state is known.
 */
export const ArticleActions = withQueries(function ArticleActions({
  articleId,
  likes,
  showCounts,
  locale,
  share,
  intent,
}: {
  articleId: number;
  likes: number;
  showCounts: boolean;
  locale: string;
  share?: ShareSetup;
  intent: ActionIntent;
}) {
  const [sharing, setSharing] = useState(intent === 'share');
  const t = useTranslations();
  const { basePath } = useRuntime();
  const state = useArticleState(articleId, true);
  const { toggleLike, toggleFavourite } = useArticleToggles(articleId);
  const liked = Boolean(state.data?.liked);
  const faved = Boolean(state.data?.favourite);
  // offline: each button says so instead of sending what would fail
  const online = useOnline();
  const guard = (action: () => void) => () => whenOnline(online, t('offline.unavailable'), action);
  const count = state.data?.likeCount ?? likes;

  const tell = (outcome: Outcome | undefined) => {
    if (!outcome) return;
    if (outcome.ok) return showToast(t(outcome.text));
    const text = outcome.problem.startsWith('actions.') ? t(outcome.problem) : t(`comments.${outcome.problem}`);
    showToast(text);
    if (outcome.problem === 'actions.loginToFav' || outcome.problem === 'expired') leaveForLogin(basePath);
  };

  const buttons = useRef<Partial<Record<ActionIntent, HTMLButtonElement | null>>>({});
  const performed = useRef(false);
  useEffect(() => {
    if (intent !== 'look') buttons.current[intent]?.focus({ preventScroll: true });
  }, [intent]);
  // once the reader's state is known (or could not be): toggling before it would toggle a guess
  const stateKnown = !state.isPending;
  useEffect(() => {
    if (performed.current || !stateKnown) return;
    performed.current = true;
    if (intent === 'like') void toggleLike().then(tell);
    if (intent === 'fav') void toggleFavourite().then(tell);
    // performed once, with that render's functions: later renders must not repeat it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKnown]);

  return (
    <>
      <button
        ref={(node) => void (buttons.current.like = node)}
        type="button"
        className={liked ? styles.actionOn : styles.actionButton}
        aria-pressed={liked}
        onClick={guard(() => void toggleLike().then(tell))}
        data-testid="article-like"
      >
        <ThumbIcon />
        <span>{liked ? t('actions.liked') : t('actions.like')}</span>
        {showCounts ? <span data-testid="article-like-count">{formatCount(count, locale)}</span> : null}
      </button>
      <button
        ref={(node) => void (buttons.current.fav = node)}
        type="button"
        className={faved ? styles.actionOn : styles.actionButton}
        aria-pressed={faved}
        onClick={guard(() => void toggleFavourite().then(tell))}
        data-testid="article-fav"
      >
        <StarIcon filled={faved} />
        <span>{faved ? t('actions.favourited') : t('actions.favourite')}</span>
      </button>
      {share ? (
        <button
          ref={(node) => void (buttons.current.share = node)}
          type="button"
          className={styles.actionButton}
          onClick={guard(() => setSharing(true))}
          aria-haspopup="dialog"
          data-testid="article-share"
        >
          <ShareIcon />
          <span>{t('actions.share')}</span>
        </button>
      ) : null}
      {share && sharing ? (
        <Suspense fallback={null}>
          <LazySharePanel objectId={articleId} {...share} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
