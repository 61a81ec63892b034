/** subscriptionList's body: category tabs and the usable media accounts of the current category. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { appPath } from '@/lib/routing/routes';
import type { Locale } from '@/lib/i18n/locales';
import type { SubscriptionData } from '@/lib/loaders/reading';
import { EmptyState } from '../common/EmptyState';
import lists from '../lists/lists.module.css';
import { AccountLink } from './AccountLink';
import styles from './subscription.module.css';

export function AccountList({ data, locale }: { data: SubscriptionData; locale: Locale }) {
  const t = useTranslations('subscription');
  const tEmpty = useTranslations('empty');
  const current = data.current;
  return (
    <>
      <nav className={lists.chips} aria-label={t('categories')}>
        {data.categories.map((category) => (
          <Link
            key={category.catId}
            href={appPath('subscriptionList', { id: category.catId })}
            className={lists.chip}
            aria-current={category.catId === current?.catId ? 'page' : undefined}
            data-testid="category-tab"
          >
            {category.catName}
          </Link>
        ))}
      </nav>
      {current?.xys.length ? (
        <ul className={styles.accounts}>
          {current.xys.map((account) => (
            <li key={account.id} className={styles.account} data-testid="xy-account">
              <AccountLink account={account} locale={locale} described />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={tEmpty('noContent')} />
      )}
    </>
  );
}
