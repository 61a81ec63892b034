'use client';
/**
 * home.html below the top bar: the section tabs and the section's feed. Each section is an address of its
 * own (/home.html?column=21: linkable, shareable, a history entry), whose first page comes rendered from
 * the server; its sub-columns switch in place. What was loaded comes back from the query cache on back
 * and forward (the scroll position too: components/shell/scrollMemory.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sectionHref } from '@/lib/model/home';
import type { ArticlesPage, ModuleView } from '@/lib/schemas/article';
import type { Column } from '@/lib/schemas/column';
import { EmptyState } from '../common/EmptyState';
import { withQueries } from '../providers/queries';
import { ColumnFeed, feedQueryKey } from './ColumnFeed';
import { ColumnNav } from './ColumnNav';
import styles from './home.module.css';

export interface HomeScreenProps {
  columns: Column[];
  /** The section shown (the first when absent) and the sub-column its address chose. */
  column?: number;
  child?: number;
  /** The first page of the feed the address shows, from the server. */
  initial?: { columnId: number; page: ArticlesPage; modules: ModuleView };
  leftPicture: boolean;
  showCounts: boolean;
  /** The site config enables advertising. */
  ads?: boolean;
}

export const HomeScreen = withQueries(function HomeScreen({
  columns,
  column: columnId,
  child: addressedChild,
  initial,
  leftPicture,
  showCounts,
  ads,
}: HomeScreenProps) {
  const t = useTranslations('home');
  const tEmpty = useTranslations('empty');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [child, setChild] = useState<number | undefined>(addressedChild);

  const column = columns.find((c) => c.id === columnId) ?? columns[0];
  if (!column) return <EmptyState title={tEmpty('noContent')} />;
  const feedColumnId = child ?? column.id;

  // tapping the current tab again reloads it: the earlier load is cancelled, the first page replaces the list
  const reload = () => {
    void queryClient.resetQueries({ queryKey: feedQueryKey(feedColumnId) });
    window.scrollTo(0, 0);
  };
  return (
    <>
      <ColumnNav
        columns={columns}
        selected={column.id}
        hrefOf={(id) => sectionHref(columns, id)}
        onReselect={reload}
        label={t('columns')}
      />
      {column.children.length ? (
        <div className={styles.children} role="group" aria-label={column.name}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={child === undefined}
            onClick={() => setChild(undefined)}
          >
            {t('all')}
          </button>
          {column.children.map((c) => (
            <button
              key={c.id}
              type="button"
              className={styles.chip}
              aria-pressed={child === c.id}
              onClick={() => setChild(c.id)}
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
          if (id === column.id) reload();
          else router.push(sectionHref(columns, id));
          return true;
        }}
      />
    </>
  );
});
