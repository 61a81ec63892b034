/**
 * What a reader sees when the platform failed (down, an error answer, a time-out), rendered on the
 * server: the top bar and the error state, whose retry reloads the page (a failed page is never cached).
 */
import { getTranslations } from 'next-intl/server';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { ErrorState } from './ErrorState';

export async function FailedView() {
  const [t, config] = await Promise.all([getTranslations('errors'), loadSiteConfig().catch(() => null)]);
  return (
    <>
      {config ? <TopBar config={config} /> : null}
      <main>
        <ErrorState title={t('network')} detail={t('loadFailed')} retryLabel={t('retry')} />
      </main>
    </>
  );
}
