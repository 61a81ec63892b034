/**
 * savedArticles.html — reading offline (not a screen of the spec): the articles saved for later and the
 * pages read in the last READ_OFFLINE_DAYS that this phone keeps. The service worker also shows it for any
 * page it has no copy of when there is no network. What it lists is in the reader's browser, so the page
 * itself is the same for everyone (cached like the others) and its list is drawn there.
 */
import { getTranslations } from 'next-intl/server';
import styles from '@/components/pages/pages.module.css';
import { SavedArticlesList } from '@/components/offline/SavedArticlesList';
import { TopBar } from '@/components/shell/TopBar';
import { READ_OFFLINE_DAYS } from '@/lib/offline/offlinePolicy';
import { defineScreen } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: async () => ({}),
  async metadata({ locale, config }) {
    const t = await getTranslations({ locale, namespace: 'savedArticles' });
    const site = config.siteConfig.mainTitle || config.siteConfig.siteName;
    return {
      ...(await screenMetadata({
        title: `${t('title')} · ${site}`,
        description: t('offlineIntro'),
        path: appPath('savedArticles'),
        locale,
      })),
      robots: { index: false, follow: true },
    };
  },
  View({ config }) {
    return (
      <>
        <TopBar config={config} />
        <main className={styles.page} data-testid="saved-articles">
          <SavedArticlesList days={READ_OFFLINE_DAYS} />
        </main>
      </>
    );
  },
});
