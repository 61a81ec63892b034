'use client';
/**
 * Back-to-top button: after 300 px of scroll (spec §9), when the site config enables it; out of the way
 * of what the reader reads or taps (useOutOfTheWay).
 */
import { useEffect, useRef, useState } from 'react';
import { ArrowUpIcon } from '../common/icons';
import styles from './shell.module.css';
import { useOutOfTheWay } from './useOutOfTheWay';

export const BACK_TO_TOP_AFTER = 300;

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useOutOfTheWay(button);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(window.scrollY >= BACK_TO_TOP_AFTER));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      className={`${styles.floating} ${styles.backToTop}`}
      data-floating={shown ? 'shown' : 'aside'}
      aria-label={label}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
