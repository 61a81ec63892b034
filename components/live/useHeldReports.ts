'use client';
/**
 * New reports while the reader is down the timeline are held, not inserted above what they read (which
 * would move the text under their eyes): the timeline keeps the reports it showed, and the count of the
 * held ones is offered ("3 new reports"); taking the offer shows them all and brings the timeline's top
 * into view. A reader at or above the top of the timeline sees new reports at once.
 *
 * Where the reader is comes from a mark just above the timeline, looked at on each scroll (once a frame):
 * once it has gone above the screen, the reports then shown are kept; once it is back, everything is
 * shown. (An IntersectionObserver misses a jump from below the screen to above it: a link, a restore.)
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LiveReport } from '@/lib/schemas/live';

/** The reports to show (pure): all of them, or while held only those shown before, in their order. */
export function shownReports(reports: LiveReport[], kept: ReadonlySet<number> | null): LiveReport[] {
  return kept ? reports.filter((report) => kept.has(report.id)) : reports;
}

export function useHeldReports(reports: LiveReport[]) {
  const mark = useRef<HTMLSpanElement>(null);
  // the ids kept while the reader is down the timeline; null: at its top, all shown
  const [kept, setKept] = useState<ReadonlySet<number> | null>(null);
  const hold = useEffectEvent((down: boolean) =>
    setKept((current) => (down ? (current ?? new Set(reports.map((report) => report.id))) : null)),
  );

  useEffect(() => {
    let frame = 0;
    const look = () => {
      frame = 0;
      const top = mark.current?.getBoundingClientRect().top;
      if (top !== undefined) hold(top < 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(look);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    look();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const visible = shownReports(reports, kept);
  return {
    mark,
    visible,
    held: reports.length - visible.length,
    /** The reader is down the timeline: new reports are held. */
    holding: kept !== null,
    showHeld: () => {
      setKept(null);
      mark.current?.scrollIntoView({ block: 'start' });
    },
  };
}
