/** The saved articles' screen's layout: its list's texts for its client part. */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [...LAYOUT_NAMESPACES, 'savedArticles' as const];

export default function SavedArticlesLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
