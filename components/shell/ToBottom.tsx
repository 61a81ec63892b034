'use client';
/** The to-bottom control of newsDetail: jumps to the end of the article (comments, related). */
import { ArrowDownIcon } from '../common/icons';
import styles from './shell.module.css';

export function ToBottom({ label, targetId }: { label: string; targetId?: string }) {
  return (
    <button
      type="button"
      className={`${styles.floating} ${styles.toBottom}`}
      aria-label={label}
      data-testid="to-bottom"
      onClick={() => {
        const target = targetId ? document.getElementById(targetId) : null;
        if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
      }}
    >
      <ArrowDownIcon />
    </button>
  );
}
