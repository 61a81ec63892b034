'use client';
/**
 * One element that holds `fallback` (server-rendered, the same size) until the reader comes near it, then
 * `children` — a React.lazy component whose JavaScript is only fetched then (the fallback stays while it loads). The element itself stays
 * the same throughout. Keeps taking part (comment box, likes, their code) out of the first JavaScript.
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export function LoadWhenNear({
  fallback,
  children,
  className,
  testId,
  margin,
}: {
  fallback: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** How near (a CSS length beyond the viewport's top and bottom); useNearViewport's default otherwise. */
  margin?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, margin);
  return (
    <div ref={slot} className={className} data-testid={testId}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
