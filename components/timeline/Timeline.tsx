/** timeline's body (hotPointTimeAxis, "热点详情"): the story's banner, then its articles on a time axis grouped by day. */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { articleHref } from '@/lib/model/links';
import { clockTime, formatDay, parsePlatformTime } from '@/lib/model/time';
import type { HotPoint } from '@/lib/schemas/reading';
import type { ArticleSummary } from '@/lib/schemas/article';
import { EmptyState } from '../common/EmptyState';
import pages from '../pages/pages.module.css';
import styles from './timeline.module.css';

function byDay(list: ArticleSummary[], locale: Locale) {
  const days: { label: string; items: { article: ArticleSummary; time: string }[] }[] = [];
  for (const article of list) {
    const date = parsePlatformTime(article.published);
    const label = date ? formatDay(date, locale) : '';
    let day = days.at(-1);
    if (!day || day.label !== label) days.push((day = { label, items: [] }));
    day.items.push({ article, time: date ? clockTime(date) : '' });
  }
  return days;
}

export function Timeline({ axis, locale }: { axis: HotPoint; locale: Locale }) {
  const t = useTranslations('timeline');
  const tEmpty = useTranslations('empty');
  return (
    <main>
      <header className={pages.banner}>
        {axis.bigPicture ? <img src={axis.bigPicture} alt="" width={1200} height={630} fetchPriority="high" /> : null}
        <div className={pages.bannerText}>
          <span className={pages.kicker}>{t('kicker')}</span>
          <h1>{axis.title}</h1>
        </div>
      </header>
      {axis.abstract ? <p className={pages.summary}>{axis.abstract}</p> : null}
      {axis.list.length ? (
        <ol className={styles.axis} data-testid="timeline">
          {byDay(axis.list, locale).map((day) => (
            <li key={day.label} className={styles.day}>
              <h2 className={styles.dayLabel}>{day.label}</h2>
              <ol className={styles.items}>
                {day.items.map(({ article, time }) => (
                  <li key={article.id} className={styles.item} data-testid="timeline-item">
                    <time className={styles.time}>{time}</time>
                    <Link href={articleHref(article)} className={styles.link}>
                      <span className={styles.title}>{article.title}</span>
                      {article.smallPicture ? (
                        <img
                          src={article.smallPicture}
                          alt=""
                          width={300}
                          height={200}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState title={tEmpty('noArticles')} />
      )}
    </main>
  );
}
