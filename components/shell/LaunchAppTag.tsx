'use client';
/**
 * WeChat's open tag (wx-open-launch-app) for the open-app bar (OpenInApp), with its button template: the
 * app opens the page the reader is on. ready: the tag replaced the bar's download link; error: go to the
 * download page. In a chunk of its own: only readers inside WeChat, on sites that configure it, need it.
 */
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

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

/** onReady(true) once WeChat drew the tag; onReady(false) when it cannot (then the link stays). */
export function LaunchAppTag({
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
