/**
 * personageReports/:id?.html ("报道集") — every published article reporting on a leader or figure, newest
 * first, 20 a page, under the figure's name (leading back to figureDetail). None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/figures/figures.module.css';
import { PagedArticles } from '@/components/lists/PagedArticles';
import { TopBar } from '@/components/shell/TopBar';
import { loadPersonageReports } from '@/lib/loaders/figures';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { listMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadPersonageReports),
  async metadata({ locale, data: { figure, reports } }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return listMetadata(
      `${figure.name} · ${t('personageReports')}`,
      reports,
      appPath('personageReports', { id: figure.id }),
      locale,
    );
  },
  async View({ locale, config, data: { figure, reports } }) {
    const [t, tEmpty] = await Promise.all([
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'empty' }),
    ]);
    return (
      <>
        <TopBar config={config} />
        <main data-testid="personage-reports">
          <header className={styles.page}>
            <h1>
              {figure.name} · {t('personageReports')}
            </h1>
            <Link
              className={styles.back}
              href={appPath('figureDetail', { id: figure.id })}
              data-testid="reports-figure"
            >
              {figure.title}
            </Link>
          </header>
          <PagedArticles
            source={{ kind: 'figure', figureId: figure.id }}
            initial={reports}
            more="multipleOf20"
            showCounts={config.siteConfig.globalCount}
            emptyText={tEmpty('noArticles')}
          />
        </main>
      </>
    );
  },
});
