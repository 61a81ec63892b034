import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/common/EmptyState';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';

/**
 * Unknown or malformed ids: the top bar (the paper's name and a way on, for a reader who followed a dead
 * link) and the empty state with a way home (HTTP 404).
 */
export default async function NotFound() {
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
