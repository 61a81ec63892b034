/** xyDetail's head: the account's picture, name, description, figures and its place in the ranking. */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/model/count';
import type { XyInfo } from '@/lib/schemas/xyAccount';
import styles from './subscription.module.css';

export function XyProfile({ account, locale }: { account: XyInfo; locale: Locale }) {
  const t = useTranslations('xyDetail');
  const tList = useTranslations('subscription');
  return (
    <header className={styles.profile} data-testid="xy-profile">
      <img src={account.icon} alt="" width={72} height={72} decoding="async" />
      <div className={styles.profileText}>
        <h1>{account.name}</h1>
        {account.description ? <p>{account.description}</p> : null}
        <p className={styles.accountMeta}>
          {tList('articles', { count: account.articleCount })} ·{' '}
          {tList('score', { count: formatCount(account.score, locale) })}
          {account.rank ? ` · ${t('rank', { rank: account.rank })}` : ''}
        </p>
      </div>
    </header>
  );
}
