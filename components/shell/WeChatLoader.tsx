'use client';
/**
 * WeChat's parts, fetched only on pages the layout renders for WeChat (other readers never load them):
 * authorisation of a shared page (when the site asks for it) and JS-SDK sharing.
 */
import { lazy, Suspense } from 'react';
import type { WeChatSettings } from './WeChatAuth';

const WeChatAuth = lazy(() => import('./WeChatAuth').then((module) => ({ default: module.WeChatAuth })));
const WeChatShare = lazy(() => import('./WeChatShare').then((module) => ({ default: module.WeChatShare })));

export function WeChatLoader({ auth, openLaunchApp }: { auth?: WeChatSettings; openLaunchApp: boolean }) {
  return (
    <Suspense fallback={null}>
      {auth ? <WeChatAuth settings={auth} /> : null}
      <WeChatShare openLaunchApp={openLaunchApp} />
    </Suspense>
  );
}
