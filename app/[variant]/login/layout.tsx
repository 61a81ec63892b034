/** The login screen's layout: the login form's texts for its client parts. */
import { ClientMessages, type GroupLayoutProps } from '@/components/providers/ClientMessages';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/clientMessages';

const NAMESPACES = [...LAYOUT_NAMESPACES, 'login' as const];

export default function LoginLayout(props: GroupLayoutProps) {
  return <ClientMessages {...props} namespaces={NAMESPACES} />;
}
