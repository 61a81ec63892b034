'use client';
/**
 * The like and favourite bar as articles include it: the same buttons with the cached page's count. The
 * interactive bar and its code (ArticleActions: react-query, the platform client, the answers' schemas)
 * load when the reader reaches for a button, which it then performs, or as the bar comes near when the
 * reader's own state can differ from the page's: a logged-in member (favourites), or a device that liked
 * this article (lib/device.ts). A first-time reader's load of an article brings none of that code.
 */
import { useTranslations } from 'next-intl';
import { Suspense, useRef, useState } from 'react';
import { likedHere } from '@/lib/device';
import { loginStored } from '@/lib/member/storedLogin';
import { formatCount } from '@/lib/model/count';
import type { ShareSetup } from '@/lib/share/targets';
import { ShareIcon, StarIcon, ThumbIcon } from '../common/icons';
import { useNearViewport } from '../common/useNearViewport';
import { lazyPart } from '../common/lazyPart';
import { SaveOfflineButton } from '../offline/SaveOfflineButton';
import { useOnline, whenOnline } from '../offline/useOnline';
import type { ActionIntent } from './ArticleActions';
import styles from './actionBar.module.css';

interface Props {
  articleId: number;
  /** The buttons' words before the bar's code is there. */
  labels: { like: string; favourite: string; share: string };
  likes: number;
  showCounts: boolean;
  locale: string;
  share?: ShareSetup;
  /** "Save offline" (not inside WeChat or the native app, whose webviews keep no pages). */
  saveOffline?: boolean;
}

const { Part: ArticleActions, usePreload } = lazyPart(() =>
  import('./ArticleActions').then((module) => module.ArticleActions),
);

function ActionsPlaceholder({
  labels,
  likes,
  showCounts,
  locale,
  share,
  onIntent,
}: Omit<Props, 'articleId' | 'saveOffline'> & { onIntent?: (intent: ActionIntent) => void }) {
  // while the code loads after a tap, the buttons wait (disabled) rather than take a second tap
  const waiting = !onIntent;
  return (
    <>
      <button
        type="button"
        className={styles.actionButton}
        aria-pressed={false}
        disabled={waiting}
        onClick={() => onIntent?.('like')}
        data-testid="article-like"
      >
        <ThumbIcon />
        <span>{labels.like}</span>
        {showCounts ? <span data-testid="article-like-count">{formatCount(likes, locale)}</span> : null}
      </button>
      <button
        type="button"
        className={styles.actionButton}
        aria-pressed={false}
        disabled={waiting}
        onClick={() => onIntent?.('fav')}
        data-testid="article-fav"
      >
        <StarIcon />
        <span>{labels.favourite}</span>
      </button>
      {share ? (
        <button
          type="button"
          className={styles.actionButton}
          aria-haspopup="dialog"
          disabled={waiting}
          onClick={() => onIntent?.('share')}
          data-testid="article-share"
        >
          <ShareIcon />
          <span>{labels.share}</span>
        </button>
      ) : null}
    </>
  );
}

/** Whether the reader's own state of the article may differ from what the cached page shows. */
function ownStateDiffers(articleId: number): boolean {
  return loginStored() || likedHere(articleId);
}

export function LazyArticleActions({ saveOffline, ...props }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const [asked, ask] = useState<ActionIntent>();
  // offline, a tap says why nothing happens rather than fetch the bar's code (which may not be kept)
  const t = useTranslations('offline');
  const online = useOnline();
  const setIntent = (intent: ActionIntent) => whenOnline(online, t('unavailable'), () => ask(intent));
  // never on the server's or the hydrating render: `near` is only true after the bar was observed
  const intent = asked ?? (near && online && ownStateDiffers(props.articleId) ? 'look' : undefined);
  // a finger on a button or a focused button: start fetching the code before the tap ends
  const preload = usePreload();

  return (
    <div
      ref={slot}
      className={styles.actionBar}
      data-testid="article-actions"
      onPointerDown={preload}
      onFocus={preload}
    >
      {intent ? (
        <Suspense fallback={<ActionsPlaceholder {...props} />}>
          <ArticleActions {...props} intent={intent} />
        </Suspense>
      ) : (
        <ActionsPlaceholder {...props} onIntent={setIntent} />
      )}
      {saveOffline ? <SaveOfflineButton className={styles.actionButton} activeClassName={styles.actionOn} /> : null}
    </div>
  );
}
