/** The live's layout: the reading screens' texts and the live's own (its reports, pushes and credits). */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { ARTICLE_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [...ARTICLE_NAMESPACES, 'live' as const, 'credits' as const];

export default function LiveLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
