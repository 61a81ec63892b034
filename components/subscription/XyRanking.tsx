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
          {/* the number is seen, the place heard (an aria-label on a span is not read) */}
          <span className={account.rank <= PODIUM ? `${styles.place} ${styles.podium}` : styles.place}>
            <span aria-hidden="true">{account.rank}</span>
            <span className="visually-hidden">{tRank('place', { rank: account.rank })}</span>
          </span>
          <AccountLink account={account} locale={locale} described={false} />
        </li>
      ))}
    </ol>
  );
}
