/** Empty state: nothing here (spec §8 texts), with an optional way home. */
import Link from 'next/link';
import styles from './states.module.css';

export function EmptyIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 96 96" fill="none" aria-hidden>
      <rect x="18" y="14" width="60" height="72" rx="8" stroke="currentColor" strokeWidth="3" />
      <path d="M30 34h36M30 46h36M30 58h22" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ title, action }: { title: string; action?: { label: string; href: string } }) {
  return (
    <section className={styles.state} data-testid="empty-state">
      <EmptyIllustration />
      <p className={styles.title}>{title}</p>
      {action ? (
        <Link className={styles.button} href={action.href}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
