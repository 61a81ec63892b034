'use client';
/**
 * Keep-alive scroll for home and reporter (spec §2): the position is remembered while the reader is on
 * the screen and restored when they come back with the browser's back button. What was loaded comes
 * back from the query cache, so the list is as long as it was.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { scrollKey, takePop } from './navigation';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
/**
 * Keep restoring for at most this long, while the page grows to the position (its payload and pictures
 * arriving on a slow phone); the reader's own scroll, tap or key ends it at once.
 */
const RESTORE_FOR_MS = 5000;
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function read(key: string): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, y: number): void {
  try {
    window.sessionStorage.setItem(key, String(Math.round(y)));
  } catch {
    // storage full or blocked: nothing to keep
  }
}

export function useKeepAliveScroll(name: string): void {
  const lastY = useRef(0);

  useIsomorphicLayoutEffect(() => {
    const key = scrollKey(name);
    const target = takePop() ? read(key) : undefined;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    if (target !== undefined) {
      const started = performance.now();
      const step = () => {
        window.scrollTo(0, target);
        if (Math.abs(window.scrollY - target) > 2 && performance.now() - started < RESTORE_FOR_MS)
          frame = requestAnimationFrame(step);
        else stop();
      };
      for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
      step();
    }
    lastY.current = window.scrollY;
    // scroll events come a frame late: a tap on a link (what leaves the screen) takes the position as it is
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    const onHide = () => write(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('click', onScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      stop();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('click', onScroll, { capture: true });
      window.removeEventListener('pagehide', onHide);
      // runs before the next screen takes the page over, while this screen's position is still current
      write(key, lastY.current);
    };
  }, [name]);
}
