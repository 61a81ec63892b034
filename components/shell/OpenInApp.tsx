'use client';
/**
 * The "open the client" prompt for readers in a mobile browser (share mode, spec §6): a bar at the foot
 * of the screen that leads to the download page. It can be closed for the rest of the visit, and is not
 * shown on the download page itself. (Inside WeChat, issue 6 replaces the link by wx-open-launch-app.)
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { appPath } from '@/lib/routes';
import styles from './shell.module.css';

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
}

export function OpenInApp({ pitch, open, close }: OpenInAppProps) {
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  const closedBefore = useSyncExternalStore(subscribeToStorage, readClosed, () => false);
  if (closed || closedBefore || pathname?.endsWith(appPath('downloadClient'))) return null;
  return (
    <>
      <div className={styles.openAppSpacer} aria-hidden />
      <aside className={styles.openApp} data-testid="open-in-app">
        <span className={styles.openAppPitch}>{pitch}</span>
        <Link className={styles.openAppButton} href={appPath('downloadClient')}>
          {open}
        </Link>
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
