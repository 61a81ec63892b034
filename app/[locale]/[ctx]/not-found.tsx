import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/common/EmptyState';

/** Unknown or malformed ids: the empty state with a way home (HTTP 404). */
export default async function NotFound() {
  const t = await getTranslations('empty');
  return (
    <main>
      <EmptyState title={t('noContent')} action={{ label: t('backHome'), href: '/home.html' }} />
    </main>
  );
}
