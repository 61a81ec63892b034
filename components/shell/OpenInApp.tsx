'use client';
/**
 * The "open the client" prompt for readers in a mobile browser (share mode, spec §6): a bar at the foot
 * of the screen that leads to the download page. It can be closed for the rest of the visit, and is not
 * shown on the download page itself. Inside WeChat, when the site configures openLaunchApp, WeChat's
 * open tag (wx-open-launch-app) opens the app itself; the download link stays until WeChat says the tag is
 * ready, and comes back when launching fails (or the tags are unsupported: WeixinOpenTagsError).
 */
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './shell.module.css';

export const OPEN_APP_CLOSED_KEY = 'openAppClosed';

const noSubscription = () => () => undefined;

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

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-launch-app': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        appid: string;
        extinfo?: string;
      };
    }
  }
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

/** WeChat's open tag, with its button template; ready: the tag replaced the link; error: go to download. */
function LaunchTag({
  appid,
  label,
  downloadPath,
  onReady,
}: {
  appid: string;
  label: string;
  downloadPath: string;
  onReady: (ready: boolean) => void;
}) {
  const tag = useRef<HTMLElement>(null);
  const router = useRouter();
  // the app opens the page the reader is on
  const extinfo = useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => '',
  );
  useEffect(() => {
    const node = tag.current;
    if (!node) return;
    const ready = () => onReady(true);
    const failed = () => {
      onReady(false);
      router.push(downloadPath);
    };
    const unsupported = () => onReady(false);
    node.addEventListener('ready', ready);
    node.addEventListener('error', failed);
    document.addEventListener('WeixinOpenTagsError', unsupported);
    return () => {
      node.removeEventListener('ready', ready);
      node.removeEventListener('error', failed);
      document.removeEventListener('WeixinOpenTagsError', unsupported);
    };
  }, [onReady, router, downloadPath]);
  const template = `<style>.b{padding:6px 14px;border:0;border-radius:16px;background:#fff;color:#c8102e;font-size:14px}</style><button class="b">${label.replace(/[<>&"]/g, '')}</button>`;
  return (
    <wx-open-launch-app ref={tag} appid={appid} extinfo={extinfo} data-testid="launch-app">
      <script type="text/wxtag-template" dangerouslySetInnerHTML={{ __html: template }} />
    </wx-open-launch-app>
  );
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
          <LaunchTag appid={launchAppId} label={open} downloadPath={downloadPath} onReady={setTagReady} />
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
