/** Empty state: nothing here (spec §8 texts), with an optional way home. */
import Link from 'next/link';
import styles from './states.module.css';

export function EmptyState({ title, action }: { title: string; action?: { label: string; href: string } }) {
  return (
    <section className={styles.state} data-testid="empty-state">
      <p className={styles.title}>{title}</p>
      {action ? (
        <Link className={styles.button} href={action.href}>
          {action.label}
        </Link>
      ) : null}
    </section>
  );
}
