/**
 * paperSharePage's body: the paper's name and edition date, the edition dates of the month, the layouts
 * (A01, A02…), the page picture with each article's area as a link, and the layout's article list.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { PaperData } from '@/lib/loaders/reading';
import { articleHref } from '@/lib/model/links';
import { formatDay } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import { EmptyState } from '../common/EmptyState';
import lists from '../lists/lists.module.css';
import styles from './paper.module.css';

const asDate = (day: string) => new Date(`${day}T04:00:00Z`);

export function PaperEditionView({ data, locale }: { data: PaperData; locale: Locale }) {
  const t = useTranslations('paper');
  const tEmpty = useTranslations('empty');
  const { edition, layout, dates } = data;
  const layoutHref = (name: string) =>
    appPath('paperSharePage', { time: edition.date, paperId: edition.paperId, layout: name });
  const index = edition.layouts.findIndex((item) => item.layout === layout.layout);
  const previous = edition.layouts[index - 1];
  const next = edition.layouts[index + 1];
  return (
    <main data-testid="paper">
      <header className={lists.head}>
        <span className={lists.kicker}>{t('kicker')}</span>
        <h1>
          {edition.paperName} · {formatDay(asDate(edition.date), locale)}
        </h1>
      </header>
      <nav className={lists.chips} aria-label={t('dates')}>
        {dates.map((day) => (
          <Link
            key={day}
            href={appPath('paperSharePage', { time: day, paperId: edition.paperId })}
            className={lists.chip}
            aria-current={day === edition.date ? 'page' : undefined}
            data-testid="paper-date"
          >
            {day.slice(5)}
          </Link>
        ))}
      </nav>
      <nav className={lists.chips} aria-label={t('layouts')}>
        {edition.layouts.map((item) => (
          <Link
            key={item.layout}
            href={layoutHref(item.layout)}
            className={lists.chip}
            aria-current={item.layout === layout.layout ? 'page' : undefined}
            data-testid="paper-layout"
          >
            {t('layout', { layout: item.layout, name: item.name })}
          </Link>
        ))}
      </nav>
      <div className={styles.page} style={{ aspectRatio: `${layout.width || 3} / ${layout.height || 4}` }}>
        <img
          src={layout.pic}
          alt={t('layout', { layout: layout.layout, name: layout.name })}
          width={layout.width || undefined}
          height={layout.height || undefined}
          fetchPriority="high"
        />
        {layout.articles.map((article) =>
          article.area ? (
            <Link
              key={article.id}
              href={articleHref(article)}
              className={styles.area}
              aria-label={article.title}
              data-testid="paper-area"
              style={{
                left: `${article.area.x * 100}%`,
                top: `${article.area.y * 100}%`,
                width: `${article.area.w * 100}%`,
                height: `${article.area.h * 100}%`,
              }}
            />
          ) : null,
        )}
      </div>
      <div className={styles.pager}>
        {previous ? <Link href={layoutHref(previous.layout)}>‹ {t('previous')}</Link> : <span />}
        {next ? <Link href={layoutHref(next.layout)}>{t('next')} ›</Link> : <span />}
      </div>
      <section className={styles.articles}>
        <h2>{t('articles', { layout: layout.layout })}</h2>
        {layout.articles.length ? (
          <ol>
            {layout.articles.map((article) => (
              <li key={article.id} data-testid="paper-article">
                <Link href={articleHref(article)}>{article.title}</Link>
                {article.abstract ? <p>{article.abstract}</p> : null}
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title={tEmpty('noArticles')} />
        )}
      </section>
    </main>
  );
}
