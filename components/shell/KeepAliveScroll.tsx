'use client';
/** A kept-alive screen's scroll position (useKeepAliveScroll), for a screen rendered on the server. */
import { useKeepAliveScroll } from './useKeepAliveScroll';

export function KeepAliveScroll({ name }: { name: string }) {
  useKeepAliveScroll(name);
  return null;
}
