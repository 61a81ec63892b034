/**
 * The articles' route group: the reading screens (article, gallery, video, live, short video, topic,
 * posts and answers, comment lists, activities). Their client parts read these namespaces: the like bar,
 * the comments, the share panel, the related lists' cards, the gallery and the live.
 */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [
  ...LAYOUT_NAMESPACES,
  ...(['actions', 'ads', 'card', 'comments', 'credits', 'empty', 'gallery', 'list', 'live', 'share', 'time'] as const),
];

export default function ArticlesLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
