/** The media account an article comes from (share object type 10): its picture and name, leading to its page. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { isUsableXyAccount } from '@/lib/model/xyAccount';
import { appPath } from '@/lib/routing/routes';
import type { ArticleContent } from '@/lib/schemas/article';
import styles from './article.module.css';

export function XyAccountCard({ account }: { account: ArticleContent['xyAccount'] }) {
  const t = useTranslations('xyDetail');
  if (!account || !isUsableXyAccount(account)) return null;
  return (
    <Link href={appPath('xyDetail', { id: account.id })} className={styles.xyCard} data-testid="xy-account-card">
      {/* lazy: an eager <img> of a server component is a preload hint in the payload, which a list's
          prefetch of this article would act on */}
      <img src={account.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span className={styles.xyCardText}>
        <strong>{account.name}</strong>
        <small>{t('card')}</small>
      </span>
      <span className={styles.xyCardEnter} aria-hidden="true">
        {t('enter')} ›
      </span>
    </Link>
  );
}
