'use client';
/**
 * The "open the client" prompt for readers in a mobile browser (share mode, spec §6): a bar at the foot
 * of the screen that leads to the download page. It can be closed for the rest of the visit, and is not
 * shown on the download page itself. Inside WeChat, when the site configures openLaunchApp, WeChat's
 * open tag (wx-open-launch-app) opens the app itself; the download link stays until WeChat says the tag is
 * ready, and comes back when launching fails (or the tags are unsupported: WeixinOpenTagsError).
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import styles from './shell.module.css';

// WeChat's open tag comes only where the bar uses it (inside WeChat, when the site configures it)
const LaunchAppTag = lazy(() => import('./LaunchAppTag').then((module) => ({ default: module.LaunchAppTag })));

export const OPEN_APP_CLOSED_KEY = 'openAppClosed';

function readClosed(): boolean {
  try {
    return sessionStorage.getItem(OPEN_APP_CLOSED_KEY) === '1';
  } catch {
    // storage refused (private mode): the bar stays
    return false;
  }
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export interface OpenInAppProps {
  pitch: string;
  open: string;
  close: string;
  /** The download screen's public path (given by the layout: the route table stays on the server). */
  downloadPath: string;
  /** Inside WeChat with openLaunchApp configured: the mobile app's id. */
  launchAppId?: string;
}

/** Keeps --open-app-height at the bar's real height (the pitch takes two lines in some languages). */
function measureBar(bar: HTMLElement | null) {
  if (!bar || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty('--open-app-height', `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--open-app-height');
  };
}

export function OpenInApp({ pitch, open, close, downloadPath, launchAppId }: OpenInAppProps) {
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  const [tagReady, setTagReady] = useState(false);
  const closedBefore = useSyncExternalStore(subscribeToStorage, readClosed, () => false);
  if (closed || closedBefore || pathname?.endsWith(downloadPath)) return null;
  return (
    <>
      <div className={styles.openAppSpacer} aria-hidden />
      <aside ref={measureBar} className={styles.openApp} data-testid="open-in-app">
        <span className={styles.openAppPitch}>{pitch}</span>
        {launchAppId ? (
          <Suspense fallback={null}>
            <LaunchAppTag appid={launchAppId} label={open} downloadPath={downloadPath} onReady={setTagReady} />
          </Suspense>
        ) : null}
        {tagReady ? null : (
          <Link className={styles.openAppButton} href={downloadPath} data-testid="open-app-download">
            {open}
          </Link>
        )}
        <button
          type="button"
          className={styles.openAppClose}
          aria-label={close}
          onClick={() => {
            setClosed(true);
            try {
              sessionStorage.setItem(OPEN_APP_CLOSED_KEY, '1');
            } catch {
              // nothing to remember it in
            }
          }}
        >
          ×
        </button>
      </aside>
    </>
  );
}
