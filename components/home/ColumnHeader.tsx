/** The head of columnDetail: the column's name, description and its child columns. */
import Link from 'next/link';
import { appPath } from '@/lib/routing/routes';
import type { Column } from '@/lib/schemas/column';
import styles from './home.module.css';

export function ColumnHeader({ column }: { column: Column }) {
  return (
    <header className={styles.columnHeader}>
      <h1 className={styles.columnTitle}>{column.name}</h1>
      {column.description ? <p className={styles.columnDescription}>{column.description}</p> : null}
      {column.children.length ? (
        <nav className={styles.children} aria-label={column.name}>
          {column.children.map((child) => (
            <Link
              key={child.id}
              className={styles.chip}
              href={appPath('columnDetail', { columnId: column.id, id: child.id })}
              data-testid="child-column"
            >
              {child.name}
            </Link>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
