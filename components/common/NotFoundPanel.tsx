'use client';
/**
 * The empty state for something missing, drawn in the browser: the 404 boundary of every screen
 * (app/[locale]/[ctx]/not-found.tsx), used where Next draws the 404 itself (an editor's preview). Every
 * page's payload carries its boundary's not-found element; as a client component it is a reference there,
 * not markup (a server-rendered one with the top bar cost 2.4 KB of every page's HTML). Pages loaded
 * from the server render their own 404 view (lib/screens/fallback.tsx).
 */
import { useTranslations } from 'next-intl';
import { EmptyState } from './EmptyState';

export function NotFoundPanel() {
  const t = useTranslations('empty');
  return (
    <main>
      <EmptyState title={t('noContent')} action={{ label: t('backHome'), href: '/home.html' }} />
    </main>
  );
}
