/**
 * The articles' route group: the reading screens (article, gallery, video, live, short video, topic,
 * posts and answers, comment lists, activities), whose client parts read the like bar's, the comments',
 * the share panel's and the related lists' texts (ARTICLE_NAMESPACES).
 */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { ARTICLE_NAMESPACES } from '@/lib/i18n/clientMessages';

export default function ArticlesLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={ARTICLE_NAMESPACES} />;
}
