'use client';
/** WeChatAuth's code, fetched only on pages the layout renders for WeChat (other readers never load it). */
import { lazy, Suspense } from 'react';
import type { WeChatSettings } from './WeChatAuth';

const WeChatAuth = lazy(() => import('./WeChatAuth').then((module) => ({ default: module.WeChatAuth })));

export function WeChatAuthLoader({ settings }: { settings: WeChatSettings }) {
  return (
    <Suspense fallback={null}>
      <WeChatAuth settings={settings} />
    </Suspense>
  );
}
