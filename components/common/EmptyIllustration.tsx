/**
 * The picture of the empty and error states: a sheet with lines. A module of its own, so that the error
 * state (every page's error boundary loads it) does not bring the empty state with it.
 */
import styles from './states.module.css';

export function EmptyIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 96 96" fill="none" aria-hidden>
      <rect x="18" y="14" width="60" height="72" rx="8" stroke="currentColor" strokeWidth="3" />
      <path d="M30 34h36M30 46h36M30 58h22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
