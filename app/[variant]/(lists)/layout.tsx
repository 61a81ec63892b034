/**
 * The lists' route group: home, columns, the "more" lists, tags, reporters, topics, circles and media
 * accounts. Their client parts read these namespaces: the feeds and their cards, load-more, ads, and an
 * account's or a circle's comments and share panel.
 */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [
  ...LAYOUT_NAMESPACES,
  ...(['actions', 'ads', 'card', 'comments', 'empty', 'home', 'list', 'lists', 'share', 'time'] as const),
];

export default function ListsLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
