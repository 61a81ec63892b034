/** The body of a list screen (moreLive, moreImage, specMore, tagList, columnShare): top bar, head, optional tabs, paged list. */
import { useTranslations } from 'next-intl';
import type { ListSource } from '@/lib/api/reading';
import type { ArticleSummary } from '@/lib/schemas/article';
import type { SiteConfig } from '@/lib/schemas/config';
import { TopBar } from '../shell/TopBar';
import { ListHeader } from './ListHeader';
import { PagedArticles } from '@/components/lists/PagedArticles';
import type { MoreRule } from './PagedArticles';

export interface ListScreenProps {
  config: SiteConfig;
  header: { kicker?: string; title: string; description?: string };
  source: ListSource;
  list: ArticleSummary[];
  more: MoreRule;
  layout?: 'cards' | 'tiles';
  /** What an empty list says (a message of "empty"). */
  empty: 'noArticles' | 'noContent';
  /** Between the head and the list (column tabs). */
  children?: React.ReactNode;
  testId?: string;
}

export function ListScreen({ config, header, source, list, more, layout, empty, children, testId }: ListScreenProps) {
  const t = useTranslations('empty');
  return (
    <>
      <TopBar config={config} />
      <main data-testid={testId}>
        <ListHeader {...header} />
        {children}
        <PagedArticles
          source={source}
          initial={list}
          more={more}
          layout={layout}
          showCounts={config.siteConfig.globalCount}
          emptyText={t(empty)}
        />
      </main>
    </>
  );
}
