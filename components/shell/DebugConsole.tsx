'use client';
/**
 * The debugging console (spec §4: loaded after 2 s), from the npm package vConsole — never a CDN — and
 * only when the site config turns it on (_rd_debug.console).
 */
import { useEffect } from 'react';

export const CONSOLE_DELAY_MS = 2000;

export function DebugConsole() {
  useEffect(() => {
    let console: { destroy(): void } | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('vconsole').then(({ default: VConsole }) => {
        if (!cancelled) console = new VConsole();
      });
    }, CONSOLE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      console?.destroy();
    };
  }, []);
  return null;
}
