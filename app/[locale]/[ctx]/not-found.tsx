import { NotFoundView } from '@/components/common/NotFoundView';

/**
 * The 404 boundary of every screen: what the browser shows when a page it navigates to ends in notFound().
 * A page loaded from the server shows the same view, rendered there (lib/screens/missing.tsx).
 */
export default function NotFound() {
  return <NotFoundView />;
}
