'use client';
/**
 * Subscribe to a special topic or a media account (members only: 请登录后订阅 → login.html and back), with
 * the count of subscribers in the count-display form. The state loads in the browser when the button comes
 * near the screen; the page's HTML stays shared.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { leaveForLogin } from '@/lib/member/loginPaths';
import { formatCount } from '@/lib/model/count';
import { showToast } from '@/lib/ui/toast';
import { useNearViewport } from '../common/useNearViewport';
import { useSubscription, type Outcome, type SubscriptionTarget } from './useParticipation';
import { useRuntime } from '../providers/RuntimeContext';
import styles from '../pages/pages.module.css';
import { withQueries } from '../providers/queries';

export const SubscribeButton = withQueries(function SubscribeButton({ target }: { target: SubscriptionTarget }) {
  const t = useTranslations();
  const locale = useLocale();
  const { basePath } = useRuntime();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const { state, toggle } = useSubscription(target, near);
  const subscribed = Boolean(state.data?.subscribed);

  const tell = (outcome: Outcome | undefined) => {
    if (!outcome) return;
    if (outcome.ok) return showToast(t(outcome.text));
    showToast(outcome.problem.startsWith('actions.') ? t(outcome.problem) : t(`comments.${outcome.problem}`));
    if (outcome.problem === 'actions.loginToSubscribe' || outcome.problem === 'expired') leaveForLogin(basePath);
  };

  return (
    <div ref={box} className={styles.subscribe} data-testid={`${target.kind}-subscribe`}>
      {state.data ? (
        <span
          className={styles.subscribers}
          data-testid={`${target.kind}-subscribers`}
          data-count={state.data.subscriberCount}
        >
          {t('actions.subscribers', { count: formatCount(state.data.subscriberCount, locale) })}
        </span>
      ) : null}
      <button
        type="button"
        className={subscribed ? styles.subscribedButton : styles.subscribeButton}
        aria-pressed={subscribed}
        onClick={() => void toggle().then(tell)}
        data-testid={`${target.kind}-subscribe-button`}
      >
        {subscribed ? t('actions.subscribed') : t('actions.subscribe')}
      </button>
    </div>
  );
});
