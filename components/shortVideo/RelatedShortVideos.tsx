/** The short videos related to one (the newest of node "pub"), each with its cover, title and plays. */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/model/count';
import { appPath } from '@/lib/routing/routes';
import type { ShortVideo } from '@/lib/schemas/shortVideo';
import styles from './shortVideo.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export async function RelatedShortVideos({ videos, locale }: { videos: ShortVideo[]; locale: string }) {
  if (!videos.length) return null;
  const t = await getTranslations({ locale, namespace: 'shortVideo' });
  return (
    <section className={styles.related} aria-labelledby="short-video-related">
      <h2 id="short-video-related">{t('related')}</h2>
      <ul>
        {videos.map((item) => (
          <li key={item.id} lang={contentLanguageTag(item.lang)}>
            <Link href={appPath('minVideoDetail', { id: item.id })} data-testid="short-video-related">
              <img src={item.cover} alt="" width={320} height={180} loading="lazy" decoding="async" />
              <span className={styles.relatedTitle}>{item.title}</span>
              <span className={styles.relatedPlays}>{t('plays', { count: formatCount(item.playCount, locale) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
