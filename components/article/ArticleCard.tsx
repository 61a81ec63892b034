/**
 * One article in a list. The layout follows its pictureLayout (the platform's picType): 0 text only,
 * 1 a thumbnail (right, or left with padListType 1), 2 a big picture, 3 three pictures. Badges mark videos, image sets, topics, links, H5
 * and live broadcasts. Usable from server and client components (no hooks of its own).
 * A card is the one link carrying `data-article-id` (how tests find cards too): every attribute of a card
 * is sent twice per card, in the HTML and in the page's hydration data, so a card has no test id.
 */
import Link from 'next/link';
import { formatCount } from '@/lib/model/count';
import { formatDuration } from '@/lib/model/duration';
import { articleHref } from '@/lib/model/links';
import { showPlatformTime } from '@/lib/model/time';
import { ARTICLE_TYPES } from '@/lib/model/articleTypes';
import type { ArticleSummary } from '@/lib/schemas/article';
import { CommentCount, ImagesIcon, PlayIcon } from '../common/icons';
import { LazyRelativeTime } from '../common/LazyRelativeTime';
import styles from './card.module.css';

export interface CardTexts {
  pictures: (count: number) => string;
  /** An announced broadcast's start ("2026-12-04 14:00 开播"). */
  startsAt: (time: string) => string;
  badge: Partial<Record<'video' | 'topic' | 'link' | 'h5' | 'live0' | 'live1' | 'live2', string>>;
}

/** The card texts from the "card" messages (a translator from useTranslations('card'), server or client). */
export function cardTexts(t: (key: string, values?: Record<string, number | string>) => string): CardTexts {
  return {
    pictures: (count) => t('pictures', { count }),
    startsAt: (time) => t('startsAt', { time }),
    badge: {
      video: t('video'),
      topic: t('topic'),
      link: t('link'),
      h5: t('h5'),
      live0: t('live0'),
      live1: t('live1'),
      live2: t('live2'),
    },
  };
}

export interface ArticleCardProps {
  article: ArticleSummary;
  texts: CardTexts;
  locale: string;
  /** padListType 1: picture on the left. */
  leftPicture?: boolean;
  showCounts?: boolean;
  /** The first picture of the page: load it at once (LCP). */
  priority?: boolean;
  /** The title's level: h2 where the list sits right under the page's h1, h3 (default) under a section's h2. */
  heading?: 'h2' | 'h3';
}

function Picture({
  src,
  alt,
  priority,
  width,
  height,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  width: number;
  height: number;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      // the attributes a card's picture does not need are left out, not sent as undefined (page weight)
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}

export function ArticleCard({
  article,
  texts,
  locale,
  leftPicture,
  showCounts = true,
  priority,
  heading: Heading = 'h3',
}: ArticleCardProps) {
  const title = article.title;
  const type = article.type;
  const badge =
    type === ARTICLE_TYPES.live
      ? texts.badge[`live${Math.max(0, Math.min(2, article.liveStatus ?? 0))}` as 'live0' | 'live1' | 'live2']
      : type === ARTICLE_TYPES.video
        ? texts.badge.video
        : type === ARTICLE_TYPES.specialTopic
          ? texts.badge.topic
          : type === ARTICLE_TYPES.link
            ? texts.badge.link
            : type === ARTICLE_TYPES.h5
              ? texts.badge.h5
              : undefined;
  const layout =
    article.pictureLayout === 3 && article.pictures.length >= 3
      ? 3
      : article.pictureLayout === 2 && article.bigPicture
        ? 2
        : article.smallPicture
          ? article.pictureLayout === 0
            ? 0
            : 1
          : 0;
  const overlay =
    type === ARTICLE_TYPES.video && article.videoDuration > 0 ? (
      <span className={styles.overlay}>{formatDuration(article.videoDuration)}</span>
    ) : type === ARTICLE_TYPES.imageSet && article.pictureCount > 0 ? (
      <span className={styles.overlay}>
        <ImagesIcon />
        {texts.pictures(article.pictureCount)}
      </span>
    ) : null;
  const meta = (
    <div className={styles.meta}>
      {badge ? (
        <span
          className={
            type === ARTICLE_TYPES.live && article.liveStatus === 1
              ? `${styles.badge} ${styles.badgeLive}`
              : styles.badge
          }
        >
          {badge}
        </span>
      ) : null}
      {article.source ? <span>{article.source}</span> : null}
      {/* an announced broadcast says when it starts, not how long ago it was announced */}
      {type === ARTICLE_TYPES.live && article.liveStatus === 0 && article.liveStarts ? (
        <span>{texts.startsAt(showPlatformTime(article.liveStarts, locale))}</span>
      ) : article.published ? (
        <LazyRelativeTime value={article.published} />
      ) : null}
      {showCounts && article.commentCount > 0 ? (
        <CommentCount>{formatCount(article.commentCount, locale)}</CommentCount>
      ) : null}
    </div>
  );

  // an article's screens are known to the router from the page itself; another screen a card opens (a vote,
  // an activity) would be prefetched whole, with the pictures its payload asks for
  return (
    <Link
      href={articleHref(article)}
      className={styles.card}
      data-article-id={article.id}
      prefetch={article.appPath ? false : undefined}
    >
      {layout === 1 ? (
        <div className={leftPicture ? `${styles.row} ${styles.rowLeft}` : styles.row}>
          <div className={styles.body}>
            <Heading className={styles.title}>{title}</Heading>
            {meta}
          </div>
          <span className={styles.thumb}>
            <Picture src={article.smallPicture} alt="" priority={priority} width={300} height={200} />
            {overlay}
          </span>
        </div>
      ) : (
        <>
          <Heading className={styles.title}>{title}</Heading>
          {layout === 2 ? (
            <span className={styles.big}>
              <Picture
                src={article.middlePicture || article.bigPicture}
                alt=""
                priority={priority}
                width={640}
                height={360}
              />
              {type === ARTICLE_TYPES.video ? <PlayIcon className={styles.play} /> : null}
              {overlay}
            </span>
          ) : layout === 3 ? (
            <span className={styles.three}>
              {article.pictures.slice(0, 3).map((src, index) => (
                <span key={src + index}>
                  <Picture src={src} alt="" width={640} height={360} />
                </span>
              ))}
            </span>
          ) : null}
          {meta}
        </>
      )}
    </Link>
  );
}
