/** Accounts recommended beside a media account's page: picture and name, each leading to its own page. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { appPath } from '@/lib/routing/routes';
import type { XyAccount } from '@/lib/schemas/xyAccount';
import styles from './subscription.module.css';

export function RecommendedAccounts({ accounts }: { accounts: XyAccount[] }) {
  const t = useTranslations('xyDetail');
  if (!accounts.length) return null;
  return (
    <section className={styles.recommended} aria-labelledby="xy-recommended" data-testid="xy-recommended">
      <h2 id="xy-recommended">{t('recommended')}</h2>
      <ul>
        {accounts.map((account) => (
          <li key={account.id}>
            <Link href={appPath('xyDetail', { id: account.id })} data-testid="xy-recommended-account">
              <img src={account.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <span>{account.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
