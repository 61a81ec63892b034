/**
 * What a reader sees for an unknown or malformed id: the top bar (the paper's name and a way on, for a
 * reader who followed a dead link) and the empty state with a way home.
 */
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { EmptyState } from './EmptyState';

export async function NotFoundView() {
  const config = await loadSiteConfig();
  return (
    <>
      <TopBar config={config} />
      <NotFoundEmpty />
    </>
  );
}

/** The empty state alone, with its way home (also the 404 boundary of every screen, kept small). */
export async function NotFoundEmpty() {
  const t = await getTranslations('empty');
  return (
    <main>
      <EmptyState title={t('noContent')} action={{ label: t('backHome'), href: '/home.html' }} />
    </main>
  );
}
