import { NotFoundEmpty } from '@/components/common/NotFoundView';

/**
 * The 404 boundary of every screen, for a 404 that Next draws itself (an editor's preview, rendered on
 * demand). Pages loaded from the server render their own 404 view, with the top bar
 * (lib/render/fallback.tsx).
 *
 * Kept small on purpose: every page's payload carries this element (about 0.5 KB here; the view with the
 * top bar cost 2.4 KB of every page's HTML). A server component, not a client one: as a client component
 * it was a reference in the payload, but its 0.7 KB chunk joined every page's JavaScript.
 */
export default function NotFound() {
  return <NotFoundEmpty />;
}
