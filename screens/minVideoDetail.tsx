/**
 * minVideoDetail/:id.html (短视频详情) and mvodShare/:id.html (the same video as shared: an invitation to
 * the app above it) — a short video from {mvod} on a full-screen stage, its author, title, text and
 * category, the like and the plays, and the related short videos (the newest of node "pub"). VideoObject
 * structured data; share tags from the video's share info. None, withdrawn or malformed is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { RelatedShortVideos } from '@/components/shortVideo/RelatedShortVideos';
import { ShortVideoCaption } from '@/components/shortVideo/ShortVideoCaption';
import { ShortVideoStage } from '@/components/shortVideo/ShortVideoStage';
import styles from '@/components/shortVideo/shortVideo.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadShortVideo } from '@/lib/loaders/shortVideo';
import { slots } from '@/lib/i18n/browserFill';
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales';
import { siteNameInProse } from '@/lib/i18n/siteName';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { shortVideoStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import type { SiteConfig } from '@/lib/schemas/config';

/** The app's name in the invitation: the service's own, or the paper's English name for Latin-script readers. */
function appNameIn(locale: Locale, appName: string, site: SiteConfig['siteConfig']) {
  return LOCALE_INFO[locale].script !== 'latin' && appName ? appName : siteNameInProse(site, locale);
}

export default defineScreen({
  load: (input) => loadById(input, 'id', loadShortVideo),
  metadata({ locale, route, data: { video, share } }) {
    return screenMetadata({
      title: share?.title || video.title,
      description: share?.description || video.description,
      images: [share?.picture, video.cover],
      path: appPath(route, { id: video.id }),
      type: 'video.other',
      shareClosed: share?.shareClosed,
      locale,
    });
  },
  async View({ locale, route, config, data: { video, file, category, common, related } }) {
    const t = await getTranslations({ locale, namespace: 'shortVideo' });
    return (
      <>
        <TopBar config={config} variant="overStage" />
        <main className={styles.page}>
          {route === 'mvodShare' && common?.downloadUrl ? (
            <a className={styles.invite} href={common.downloadUrl} data-testid="short-video-invite">
              {common.logo ? <img src={common.logo} alt="" width={28} height={28} /> : null}
              <span>{t('openApp', { app: appNameIn(locale, common.appName, config.siteConfig) })}</span>
            </a>
          ) : null}
          <section className={styles.stage} aria-label={video.title} data-testid="short-video" data-id={video.id}>
            <ShortVideoStage
              video={video}
              file={file}
              texts={{
                label: video.title,
                like: t('like'),
                liked: t('liked'),
                repeatedLike: t('repeatedLike'),
                plays: t('plays', slots('count')),
                failed: t('failed'),
              }}
            />
            <ShortVideoCaption video={video} category={category} />
          </section>
          <RelatedShortVideos videos={related} locale={locale} />
          <JsonLd
            data={shortVideoStructuredData(
              {
                title: video.title,
                description: video.description,
                cover: file.cover || video.cover,
                published: video.publishTime,
                duration: file.duration || video.duration,
                contentUrl: file.url,
                author: video.author,
                plays: video.playCount,
              },
              appPath(route, { id: video.id }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
