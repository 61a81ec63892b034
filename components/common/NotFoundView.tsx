/**
 * What a reader sees for an unknown or malformed id: the top bar (the paper's name and a way on, for a
 * reader who followed a dead link) and the empty state with a way home.
 */
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { EmptyState } from './EmptyState';

export async function NotFoundView() {
  const [t, config] = await Promise.all([getTranslations('empty'), loadSiteConfig()]);
  return (
    <>
      <TopBar config={config} />
      <main>
        <EmptyState title={t('noContent')} action={{ label: t('backHome'), href: '/home.html' }} />
      </main>
    </>
  );
}
