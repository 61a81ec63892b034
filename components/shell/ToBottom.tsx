'use client';
/**
 * The to-bottom control of newsDetail: jumps to the end of the article (comments, related). What loads on
 * the way (related pictures, ads, the comments themselves) can push the target down after the jump: for a
 * moment afterwards it is brought back into place, unless the reader scrolls meanwhile.
 */
import { ArrowDownIcon } from '../common/icons';
import styles from './shell.module.css';

const SETTLE_MS = [600, 1200, 2000];

export function ToBottom({ label, targetId }: { label: string; targetId?: string }) {
  return (
    <button
      type="button"
      className={`${styles.floating} ${styles.toBottom}`}
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
