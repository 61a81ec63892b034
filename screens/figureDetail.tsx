/**
 * figureDetail/:id?.html (人物详情) — a leader or figure: portrait, name, office and region, resume, and the
 * newest reports on them with the way to all of them (personageReports). ProfilePage structured data.
 * None, withdrawn or malformed is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import styles from '@/components/figures/figures.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadFigure } from '@/lib/loaders/figures';
import { articleHref } from '@/lib/model/links';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { profileStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadFigure),
  metadata({ locale, data: { figure } }) {
    return screenMetadata({
      title: `${figure.name} · ${figure.title}`,
      description: figure.resume,
      person: { name: figure.name, about: figure.title, avatar: figure.avatar },
      path: appPath('figureDetail', { id: figure.id }),
      locale,
    });
  },
  async View({ locale, config, data: { figure, reports } }) {
    const t = await getTranslations({ locale, namespace: 'figures' });
    return (
      <>
        <TopBar config={config} />
        <main className={styles.page} data-testid="figure">
          <header className={styles.head} lang={contentLanguageTag(figure.lang)}>
            {figure.avatar ? <img src={figure.avatar} alt="" width={80} height={80} /> : null}
            <div>
              <h1>{figure.name}</h1>
              <p>{figure.title}</p>
              {figure.regionName ? <p data-testid="figure-region">{figure.regionName}</p> : null}
            </div>
          </header>
          <p className={styles.resume} lang={contentLanguageTag(figure.lang)}>
            {figure.resume}
          </p>
          <section className={styles.reports} aria-labelledby="figure-reports">
            <h2 id="figure-reports">{t('reports', { count: figure.reportCount })}</h2>
            {reports.length ? (
              <ul data-testid="figure-reports" lang={contentLanguageTag(figure.lang)}>
                {reports.map((article) => (
                  <li key={article.id}>
                    <Link href={articleHref(article)}>
                      {article.title}
                      <small>
                        <LazyRelativeTime value={article.published} />
                      </small>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('noReports')}</p>
            )}
            {figure.reportCount > reports.length ? (
              <Link
                className={styles.more}
                href={appPath('personageReports', { id: figure.id })}
                data-testid="figure-all-reports"
              >
                {t('allReports')}
              </Link>
            ) : null}
          </section>
          <JsonLd
            data={profileStructuredData(
              {
                kind: 'Person',
                name: figure.name,
                description: figure.resume,
                image: figure.avatar,
                followers: 0,
              },
              appPath('figureDetail', { id: figure.id }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
