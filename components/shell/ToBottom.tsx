'use client';
/**
 * The to-bottom control of newsDetail: jumps to the end of the article (comments, related). What loads on
 * the way (related pictures, ads, the comments themselves) can push the target down after the jump: for a
 * moment afterwards it is brought back into place, unless the reader scrolls meanwhile. Out of the way of
 * what the reader reads or taps (useOutOfTheWay).
 */
import { useRef } from 'react';
import { ArrowDownIcon } from '../common/icons';
import styles from './shell.module.css';
import { useOutOfTheWay } from './useOutOfTheWay';

const SETTLE_MS = [600, 1200, 2000];

export function ToBottom({ label, targetId }: { label: string; targetId?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const shown = useOutOfTheWay(button);
  return (
    <button
      ref={button}
      type="button"
      className={`${styles.floating} ${styles.toBottom}`}
      data-floating={shown ? 'shown' : 'aside'}
      aria-label={label}
      data-testid="to-bottom"
      onClick={() => {
        const target = targetId ? document.getElementById(targetId) : null;
        if (!target) {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
          return;
        }
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        let readerScrolled = false;
        const stop = () => (readerScrolled = true);
        window.addEventListener('touchstart', stop, { once: true, passive: true });
        window.addEventListener('wheel', stop, { once: true, passive: true });
        for (const ms of SETTLE_MS)
          setTimeout(() => {
            const now = targetId ? document.getElementById(targetId) : null;
            if (readerScrolled || !now) return;
            const top = now.getBoundingClientRect().top;
            if (Math.abs(top) > 40) now.scrollIntoView({ block: 'start' });
          }, ms);
      }}
    >
      <ArrowDownIcon />
    </button>
  );
}
