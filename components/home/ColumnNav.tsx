'use client';
import { useEffect, useRef } from 'react';
import type { Column } from '@/lib/schemas/column';
import styles from './home.module.css';

export function ColumnNav({
  columns,
  selected,
  onSelect,
  label,
}: {
  columns: Column[];
  selected: number;
  onSelect: (id: number) => void;
  label: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useRef(false);
  const firstId = columns[0]?.id;
  useEffect(() => {
    const first = !hydrated.current;
    hydrated.current = true;
    // On hydration with the first tab selected, the strip is as the server drew it, or as the reader has
    // scrolled it meanwhile to reach a later tab: moving it now would pull that tab from under their finger
    // (seen: a tap landing on the strip instead of the tab).
    if (first && selected === firstId) return;
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected, firstId]);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.tabs} role="tablist" ref={list}>
        {columns.map((column) => (
          <li key={column.id} role="presentation">
            <button
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={column.id === selected}
              data-testid="column-tab"
              onClick={() => onSelect(column.id)}
            >
              {column.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
