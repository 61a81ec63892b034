/** xyListShare's body: the usable media accounts by influence, each with its place, picture and figures. */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { XyRank } from '@/lib/schemas/xyAccount';
import { EmptyState } from '../common/EmptyState';
import { AccountLink } from './AccountLink';
import styles from './subscription.module.css';

/** The places drawn in the accent. */
const PODIUM = 3;

export function XyRanking({ rank, locale }: { rank: XyRank; locale: Locale }) {
  const tRank = useTranslations('xyRank');
  const tEmpty = useTranslations('empty');
  if (!rank.list.length) return <EmptyState title={tEmpty('noContent')} />;
  return (
    <ol className={styles.accounts} data-testid="xy-ranking">
      {rank.list.map((account) => (
        <li key={account.id} className={styles.account} data-testid="xy-rank-row" data-score={account.score}>
          <span
            className={account.rank <= PODIUM ? `${styles.place} ${styles.podium}` : styles.place}
            aria-label={tRank('place', { rank: account.rank })}
          >
            {account.rank}
          </span>
          <AccountLink account={account} locale={locale} described={false} />
        </li>
      ))}
    </ol>
  );
}
