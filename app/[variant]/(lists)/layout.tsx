/**
 * The lists' route group: home, columns, the "more" lists, tags, reporters, topics, circles and media
 * accounts, whose client parts read the feeds', cards', load-more's and ads' texts (LIST_NAMESPACES).
 */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { LIST_NAMESPACES } from '@/lib/i18n/clientMessages';

export default function ListsLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={LIST_NAMESPACES} />;
}
