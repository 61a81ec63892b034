'use client';
/**
 * "Save offline" in an article's action bar: the service worker keeps the page, its scripts and its
 * pictures until the reader removes it (here, again, or on the saved articles' screen). Hidden where the
 * browser cannot keep pages; one request per tap. Offline, the worker saves the copy it kept.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { askWorker, canKeepPages, loadedBuildFiles } from '@/lib/offline/workerClient';
import { showToast } from '@/lib/ui/toast';
import { DownloadIcon } from '../common/icons';
import { useRuntime } from '../providers/RuntimeContext';

const noSubscription = () => () => undefined;

export function SaveOfflineButton({
  className,
  activeClassName,
}: {
  className: string | undefined;
  activeClassName: string | undefined;
}) {
  const t = useTranslations('offline');
  const { basePath } = useRuntime();
  const usable = useSyncExternalStore(noSubscription, canKeepPages, () => true);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // whether it is saved is read from the worker's caches, by code that comes after the page's own; a
    // page no worker controls yet (a first-time reader's) has nothing saved
    if (usable && navigator.serviceWorker.controller)
      void import('@/lib/offline/keptPages')
        .then(({ isSaved }) => isSaved(location.href, basePath))
        .then(setSaved, () => undefined);
  }, [basePath, usable]);

  if (!usable) return null;

  const toggle = async () => {
    setBusy(true);
    const answer = saved
      ? await askWorker({ type: 'REMOVE_SAVED', url: location.href })
      : await askWorker({ type: 'SAVE_PAGE', url: location.href, assets: loadedBuildFiles(basePath) });
    setBusy(false);
    if (answer.ok) {
      setSaved(!saved);
      showToast(t(saved ? 'removeDone' : 'saveDone'));
    } else showToast(t(answer.problem === 'storage' ? 'storageFull' : 'saveFailed'));
  };

  return (
    <button
      type="button"
      className={saved ? activeClassName : className}
      aria-pressed={saved}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="article-save-offline"
    >
      <DownloadIcon />
      <span>{t(saved ? 'saved' : 'save')}</span>
    </button>
  );
}
