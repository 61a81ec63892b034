import { NotFoundPanel } from '@/components/common/NotFoundPanel';

/**
 * The 404 boundary of every screen, for a 404 that Next draws in the browser (an editor's preview). A page
 * loaded from the server renders its own 404 view, with the top bar (lib/screens/fallback.tsx).
 */
export default function NotFound() {
  return <NotFoundPanel />;
}
