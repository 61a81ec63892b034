/** A short video's caption over its stage: author, title, text, category and when it was published. */
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import type { ShortVideo } from '@/lib/schemas/shortVideo';
import styles from './shortVideo.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export function ShortVideoCaption({ video, category }: { video: ShortVideo; category?: string }) {
  return (
    <div className={styles.caption} lang={contentLanguageTag(video.lang)}>
      <p className={styles.author}>
        {video.avatar ? <img src={video.avatar} alt="" width={32} height={32} /> : null}
        <span>{video.author}</span>
      </p>
      <h1 className={styles.title}>{video.title}</h1>
      {video.description ? <p className={styles.description}>{video.description}</p> : null}
      <p className={styles.meta}>
        {category ? <span data-testid="short-video-category">#{category}</span> : null}{' '}
        <LazyRelativeTime value={video.publishTime} />
      </p>
    </div>
  );
}
