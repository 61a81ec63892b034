'use client';
/**
 * True once the element has come within `margin` of the viewport (and from then on): parts below the
 * article (comments, ads) load their data when the reader approaches them, not while the page starts.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      // no observer (very old browsers): load at once rather than never
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
