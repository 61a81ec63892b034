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
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.tabs} role="tablist" ref={list}>
        {columns.map((column) => (
          <li key={column.columnID} role="presentation">
            <button
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={column.columnID === selected}
              data-testid="column-tab"
              onClick={() => onSelect(column.columnID)}
            >
              {column.columnName}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
