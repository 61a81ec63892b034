/** A media account in a list (subscriptionList, the ranking): its picture, name and figures, leading to its page. */
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { appPath } from '@/lib/routing/routes';
import type { XyAccount } from '@/lib/schemas/xyAccount';
import { AccountText } from './AccountText';
import styles from './subscription.module.css';

export function AccountLink({
  account,
  locale,
  described,
}: {
  account: XyAccount;
  locale: Locale;
  described: boolean;
}) {
  return (
    <Link href={appPath('xyDetail', { id: account.id })} className={styles.accountLink} data-testid="xy-account-link">
      <img src={account.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <AccountText account={account} locale={locale} described={described} />
    </Link>
  );
}
