'use client';
/**
 * Shows `fallback` (server-rendered, same size) until the reader comes near it, then `children` — a
 * next/dynamic component whose JavaScript is only fetched then. Keeps taking part (comment box, likes,
 * their client code) out of the article's first JavaScript.
 */
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export function LoadWhenNear({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return near ? children : <div ref={slot}>{fallback}</div>;
}
