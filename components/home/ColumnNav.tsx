'use client';
/**
 * Home's section tabs: a link to each section's address (/home.html?column=21), the current one marked.
 * A tap on the current tab reloads its list instead. Not prefetched: each section is a page of its own,
 * fetched when the reader asks for it.
 */
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { Column } from '@/lib/schemas/column';
import styles from './home.module.css';

export function ColumnNav({
  columns,
  selected,
  hrefOf,
  onReselect,
  label,
}: {
  columns: Column[];
  selected: number;
  hrefOf: (id: number) => string;
  onReselect: () => void;
  label: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const firstId = columns[0]?.id;
  useEffect(() => {
    // With the first tab current, the strip is as the server drew it, or as the reader has scrolled it
    // meanwhile to reach a later tab: moving it now would pull that tab from under their finger (seen: a
    // tap landing on the strip instead of the tab). Any other section brings its tab into view.
    if (selected === firstId) return;
    const tab = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected, firstId]);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.tabs} ref={list}>
        {columns.map((column) => (
          <li key={column.id}>
            <Link
              href={hrefOf(column.id)}
              prefetch={false}
              className={styles.tab}
              aria-current={column.id === selected ? 'page' : undefined}
              data-testid="column-tab"
              onClick={(event) => {
                if (column.id !== selected) return;
                event.preventDefault();
                onReselect();
              }}
            >
              {column.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
