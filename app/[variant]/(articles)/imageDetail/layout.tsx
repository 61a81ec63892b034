/** The gallery's layout: the reading screens' texts and the gallery's own (its position and hint). */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { ARTICLE_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [...ARTICLE_NAMESPACES, 'gallery' as const];

export default function GalleryLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
