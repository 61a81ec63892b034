'use client';
/**
 * The saved articles' screen's lists, read from what the service worker keeps in this browser: saved for
 * later (each with a remove button) and read in the last few days. Offline it says so first, and when the
 * worker showed this screen for another address, that that page is not kept.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { listKeptPages, type KeptPage } from '@/lib/offline/keptPages';
import { askWorker, canKeepPages } from '@/lib/offline/workerClient';
import { formatDate } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import { showToast } from '@/lib/ui/toast';
import { useRuntime } from '../providers/RuntimeContext';
import { useOnline } from './useOnline';
import styles from './offline.module.css';

type Lists = { saved: KeptPage[]; recent: KeptPage[] } | undefined;

const noSubscription = () => () => undefined;

function KeptItem({ page, when, onRemove }: { page: KeptPage; when: string; onRemove?: () => void }) {
  const t = useTranslations('savedArticles');
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        {/* a whole page load, which the service worker answers from what it keeps; in its content's language */}
        <a href={page.url} lang={page.lang}>
          {page.title}
        </a>
        {page.description ? <p lang={page.lang}>{page.description}</p> : null}
        <p>{when}</p>
      </div>
      {onRemove ? (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('removeLabel', { title: page.title })}
        >
          {t('remove')}
        </button>
      ) : null}
    </li>
  );
}

export function SavedArticlesList({ days }: { days: number }) {
  const t = useTranslations('savedArticles');
  const tOffline = useTranslations('offline');
  const locale = useLocale();
  const { basePath } = useRuntime();
  const online = useOnline();
  const [lists, setLists] = useState<Lists>();
  // the worker answers an address it has no copy of with this screen: say that page is not kept
  const elsewhere = useSyncExternalStore(
    noSubscription,
    () => location.pathname !== `${basePath}${appPath('savedArticles')}`,
    () => false,
  );
  const supported = useSyncExternalStore(noSubscription, canKeepPages, () => true);

  useEffect(() => {
    if (supported) void listKeptPages(basePath).then(setLists, () => setLists({ saved: [], recent: [] }));
  }, [basePath, supported]);

  const remove = async (page: KeptPage) => {
    const answer = await askWorker({ type: 'REMOVE_SAVED', url: new URL(page.url, location.href).href });
    if (!answer.ok) return showToast(tOffline('saveFailed'));
    showToast(tOffline('removeDone'));
    setLists(await listKeptPages(basePath));
  };
  // as the site shows every date (its time zone, the reader's language)
  const date = (at: number) => formatDate(new Date(at), locale, 'full');

  return (
    <>
      <h1>{t('title')}</h1>
      {elsewhere ? (
        <p className={styles.note} data-testid="offline-not-kept">
          {t('notKept')}
        </p>
      ) : null}
      {!online ? <p className={styles.note}>{t('offlineIntro')}</p> : null}
      {supported ? null : <p className={styles.note}>{t('unsupported')}</p>}
      {supported && lists ? (
        <>
          <h2>{t('savedHeading')}</h2>
          {lists.saved.length ? (
            <ul className={styles.list} data-testid="saved-list">
              {lists.saved.map((page) => (
                <KeptItem
                  key={page.url}
                  page={page}
                  when={t('savedOn', { date: date(page.at) })}
                  onRemove={() => void remove(page)}
                />
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('noneSaved')}</p>
          )}
          <h2>{t('recentHeading', { days })}</h2>
          {lists.recent.length ? (
            <ul className={styles.list} data-testid="recent-list">
              {lists.recent.map((page) => (
                <KeptItem key={page.url} page={page} when={t('readOn', { date: date(page.at) })} />
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('noneRecent')}</p>
          )}
        </>
      ) : null}
    </>
  );
}
