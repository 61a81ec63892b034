/** The reporter card (spec §3): picture, name and title, description, articles, posts and followers. */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/model/count';
import type { Reporter } from '@/lib/schemas/reporter';
import styles from '../subscription/subscription.module.css';

export function ReporterCard({ reporter, locale }: { reporter: Reporter; locale: Locale }) {
  const t = useTranslations('reporter');
  return (
    <header className={styles.profile} data-testid="reporter-card">
      <img src={reporter.avatar} alt="" width={72} height={72} decoding="async" />
      <div className={styles.profileText}>
        <h1>{reporter.name}</h1>
        {reporter.title ? <p>{reporter.title}</p> : null}
        {reporter.description ? <p>{reporter.description}</p> : null}
        <p className={styles.accountMeta} data-testid="reporter-figures">
          {t('articleCount', { count: reporter.articleCount })} · {t('postCount', { count: reporter.postCount })} ·{' '}
          {t('followers', { count: formatCount(reporter.followerCount, locale) })}
        </p>
      </div>
    </header>
  );
}
