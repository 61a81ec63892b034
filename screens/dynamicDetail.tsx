/**
 * dynamicDetail/:id?.html ("记者动态") — one dynamic of a reporter: who posted it (leading to the reporter),
 * its text, pictures or video, and when. None, or another site's, is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import styles from '@/components/dynamics/dynamics.module.css';
import { DynamicMedia } from '@/components/dynamics/DynamicMedia';
import { TopBar } from '@/components/shell/TopBar';
import { loadReporterDynamic } from '@/lib/loaders/reporter';
import { shareDescription } from '@/lib/model/share';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { postingStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadReporterDynamic),
  async metadata({ locale, data: dynamic }) {
    const t = await getTranslations({ locale, namespace: 'routes' });
    return screenMetadata({
      title: `${dynamic.reporter.name} · ${t('dynamicDetail')}`,
      description: dynamic.content,
      images: [dynamic.pictures[0]?.url, dynamic.videos[0]?.poster],
      person: { name: dynamic.reporter.name, about: dynamic.reporter.title, avatar: dynamic.reporter.avatar },
      path: appPath('dynamicDetail', { id: dynamic.id }),
      locale,
    });
  },
  async View({ locale, config, data: dynamic }) {
    const t = await getTranslations({ locale, namespace: 'reporter' });
    const reporterPath = appPath('reporter', { id: dynamic.reporter.id });
    return (
      <>
        <TopBar config={config} />
        <main className={styles.detail} data-testid="dynamic-detail">
          <Link
            href={reporterPath}
            className={styles.author}
            data-testid="dynamic-reporter"
            lang={contentLanguageTag(dynamic.lang)}
          >
            <img src={dynamic.reporter.avatar} alt="" width={40} height={40} decoding="async" />
            <span>
              <strong>{dynamic.reporter.name}</strong>
              <small>{dynamic.reporter.title || t('byline')}</small>
            </span>
          </Link>
          <h1 className={styles.detailText} lang={contentLanguageTag(dynamic.lang)}>
            {dynamic.content}
          </h1>
          <DynamicMedia dynamic={dynamic} videoLabel={t('video')} />
          <p className={styles.feedTime}>
            <LazyRelativeTime value={dynamic.published} />
          </p>
          <JsonLd
            data={postingStructuredData(
              {
                text: shareDescription(dynamic.content, 500),
                published: dynamic.published,
                author: dynamic.reporter.name,
                authorPath: reporterPath,
                images: dynamic.pictures.map((pic) => pic.url),
              },
              appPath('dynamicDetail', { id: dynamic.id }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
