'use client';
/**
 * home.html below the top bar: the column tabs and the selected column's feed. The first column's first
 * page comes rendered from the server; other columns load here. Kept alive: the selected column, the
 * pages loaded and the scroll position survive a visit to an article and back.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ArticlesPage, ModuleView } from '@/lib/schemas/article';
import type { Column } from '@/lib/schemas/column';
import { EmptyState } from '../common/EmptyState';
import { withQueries } from '../providers/queries';
import { useKeepAliveScroll } from '../shell/useKeepAliveScroll';
import { ColumnFeed, feedQueryKey } from './ColumnFeed';
import { ColumnNav } from './ColumnNav';
import styles from './home.module.css';

export interface HomeScreenProps {
  columns: Column[];
  initial?: { columnId: number; page: ArticlesPage; modules: ModuleView };
  leftPicture: boolean;
  showCounts: boolean;
  /** The site config enables advertising. */
  ads?: boolean;
}

/** The tab and sub-column chosen, kept for the browser session's client-side navigations. */
const remembered: { column?: number; child?: Record<number, number | undefined> } = {};

/** Forgets the remembered tab (a new session, or tests). */
export function forgetHomeState(): void {
  remembered.column = undefined;
  remembered.child = undefined;
}

export const HomeScreen = withQueries(function HomeScreen({
  columns,
  initial,
  leftPicture,
  showCounts,
  ads,
}: HomeScreenProps) {
  const t = useTranslations('home');
  const tEmpty = useTranslations('empty');
  const firstId = columns[0]?.id;
  const [selected, setSelected] = useState<number | undefined>(() =>
    remembered.column && columns.some((c) => c.id === remembered.column) ? remembered.column : firstId,
  );
  const [children, setChildren] = useState<Record<number, number | undefined>>(() => remembered.child ?? {});
  const queryClient = useQueryClient();
  useKeepAliveScroll('home');

  if (!columns.length || selected === undefined) return <EmptyState title={tEmpty('noContent')} />;
  const column = columns.find((c) => c.id === selected) ?? columns[0]!;
  const child = children[column.id];
  const feedColumnId = child ?? column.id;

  const select = (id: number) => {
    // tapping the current tab again reloads it: the earlier load is cancelled, the first page replaces the list
    if (id === column.id) void queryClient.resetQueries({ queryKey: feedQueryKey(feedColumnId) });
    remembered.column = id;
    setSelected(id);
    window.scrollTo(0, 0);
  };
  const selectChild = (id: number | undefined) => {
    const next = { ...children, [column.id]: id };
    remembered.child = next;
    setChildren(next);
  };

  return (
    <>
      <ColumnNav columns={columns} selected={column.id} onSelect={select} label={t('columns')} />
      {column.children.length ? (
        <div className={styles.children} role="group" aria-label={column.name}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={child === undefined}
            onClick={() => selectChild(undefined)}
          >
            {t('all')}
          </button>
          {column.children.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.chip}
              aria-pressed={child === c.id}
              onClick={() => selectChild(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
      ) : null}
      <ColumnFeed
        key={feedColumnId}
        columnId={feedColumnId}
        initialPage={initial && initial.columnId === feedColumnId ? initial.page : undefined}
        initialModules={initial && initial.columnId === feedColumnId ? initial.modules : undefined}
        leftPicture={leftPicture}
        showCounts={showCounts}
        ads={ads}
        onColumn={(id) => {
          if (!columns.some((c) => c.id === id)) return false;
          select(id);
          return true;
        }}
      />
    </>
  );
});
