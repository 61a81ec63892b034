/** A media account's name, description and figures (articles, influence), in a list of accounts. */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/model/count';
import type { XyAccount } from '@/lib/schemas/xyAccount';
import styles from './subscription.module.css';

export function AccountText({
  account,
  locale,
  described,
}: {
  account: XyAccount;
  locale: Locale;
  described: boolean;
}) {
  const t = useTranslations('subscription');
  return (
    <div className={styles.accountText}>
      <h2>{account.name}</h2>
      {described ? <p>{account.description}</p> : null}
      <p className={styles.accountMeta}>
        {account.articleCount ? `${t('articles', { count: account.articleCount })} · ` : ''}
        {t('score', { count: formatCount(account.score, locale) })}
      </p>
    </div>
  );
}
