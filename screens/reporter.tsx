/**
 * reporter/:id?.html — a reporter: the card (articles, posts, followers, description) and tabs of their
 * articles and dynamics (back returns to the place left: docs/scroll-restoration.md). None is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { ReporterCard } from '@/components/reporter/ReporterCard';
import { DynamicFeed } from '@/components/dynamics/DynamicFeed';
import { PagedArticles } from '@/components/lists/PagedArticles';
import { Tabs } from '@/components/common/Tabs';
import { TopBar } from '@/components/shell/TopBar';
import { loadReporter } from '@/lib/loaders/reporter';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { profileStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadReporter),
  metadata({ locale, data: { reporter } }) {
    return screenMetadata({
      title: reporter.title ? `${reporter.name} · ${reporter.title}` : reporter.name,
      description: reporter.description,
      person: { name: reporter.name, about: reporter.title, avatar: reporter.avatar },
      path: appPath('reporter', { id: reporter.id }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const [t, tEmpty] = await Promise.all([
      getTranslations({ locale, namespace: 'reporter' }),
      getTranslations({ locale, namespace: 'empty' }),
    ]);
    const { reporter } = data;
    return (
      <>
        <TopBar config={config} />
        <main data-testid="reporter">
          <ReporterCard reporter={reporter} locale={locale} />
          <Tabs
            testId="reporter"
            label={t('tabs')}
            tabs={[
              {
                key: 'articles',
                label: t('articles'),
                panel: (
                  <PagedArticles
                    source={{ kind: 'reporter', reporterId: reporter.id }}
                    initial={data.articles}
                    more="multipleOf20"
                    showCounts={config.siteConfig.globalCount}
                    emptyText={tEmpty('noArticles')}
                  />
                ),
              },
              {
                key: 'dynamics',
                label: t('dynamics'),
                panel: (
                  <DynamicFeed
                    owner={{ kind: 'reporter', id: reporter.id }}
                    initial={data.dynamics}
                    texts={{ empty: t('noDynamics'), video: t('video'), open: t('open') }}
                  />
                ),
              },
            ]}
          />
          <JsonLd
            data={profileStructuredData(
              {
                kind: 'Person',
                name: reporter.name,
                description: reporter.description,
                image: reporter.avatar,
                followers: reporter.followerCount,
              },
              appPath('reporter', { id: reporter.id }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
