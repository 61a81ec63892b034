/**
 * newsDetail's content, rendered on the server: title, source, publish time, read
 * count, reading time, abstract, the sanitised body, the article type's own part (image set, video,
 * special-topic groups, link, live status), tags and credits.
 */
import Link from 'next/link';
import { appPath } from '@/lib/routing/routes';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { ArticleData } from '@/lib/model/articleReading';
import { formatCount } from '@/lib/model/count';
import { withSeparator } from '@/lib/i18n/separator';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { ARTICLE_TYPES } from '@/lib/model/articleTypes';
import type { SiteConfig } from '@/lib/schemas/config';
import { ReadCount } from '../common/icons';
import { ArticleActionBar } from './ArticleActionBar';
import { ArticleCard, cardTexts } from './ArticleCard';
import { PreloadImage } from './PreloadImage';
import { TextSizeControl } from './TextSizeControl';
import { TEXT_SIZE_STEPS } from '@/lib/textSize';
import { XyAccountCard } from './XyAccountCard';
import styles from './article.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export interface ArticleViewProps {
  data: ArticleData;
  locale: Locale;
  config: SiteConfig;
  /** videoDetail shows the video above, in its own player. */
  withoutVideo?: boolean;
}

export function ArticleView({ data, locale, config, withoutVideo }: ArticleViewProps) {
  const { article, reading, isPreview } = data;
  const t = useTranslations('article');
  const tCredits = useTranslations('credits');
  const tCard = useTranslations('card');
  const published = parsePlatformTime(article.published);
  const showCounts = config.siteConfig.globalCount;
  const type = article.type;
  const cardTextsOfTopic = cardTexts(tCard);
  const { body, leadImage: lead, minutes, credits, abstract } = reading;

  return (
    <article
      className={styles.article}
      data-testid="article"
      data-article-id={article.id}
      lang={contentLanguageTag(article.lang)}
    >
      {/* PreloadImage says why it is a client component */}
      {lead ? <PreloadImage href={lead} /> : null}
      {isPreview ? (
        <p className={styles.previewBanner} data-testid="preview-banner">
          {t('preview')}
        </p>
      ) : null}
      <header>
        <h1 className={styles.title}>{article.title}</h1>
        {article.subtitle ? <p className={styles.subTitle}>{article.subtitle}</p> : null}
        <div className={styles.meta}>
          {article.source ? <span className={styles.source}>{article.source}</span> : null}
          {article.reporter?.id ? (
            <Link href={appPath('reporter', { id: article.reporter.id })} data-testid="article-reporter">
              {article.reporter.name}
            </Link>
          ) : null}
          {published ? (
            <time dateTime={published.toISOString()} data-testid="publish-time">
              {formatDate(published, locale, 'full')}
            </time>
          ) : null}
          {showCounts ? <span>{t('reads', { count: formatCount(article.readCount, locale) })}</span> : null}
          {body ? (
            <TextSizeControl
              label={t('textSize')}
              steps={TEXT_SIZE_STEPS.map((_, index) => t(`textSizeSteps.s${index}` as 'textSizeSteps.s0'))}
            />
          ) : null}
        </div>
        {minutes > 0 ? (
          <p className={styles.readingTime} data-testid="reading-time">
            {t('readingTime', { wordCount: article.wordCount, time: minutes })}
          </p>
        ) : null}
        <XyAccountCard account={article.xyAccount} />
      </header>

      {abstract && type === ARTICLE_TYPES.news ? <p className={styles.abstract}>{abstract}</p> : null}

      {type === ARTICLE_TYPES.video && article.video?.url && !withoutVideo ? (
        <video
          className={styles.video}
          src={article.video.url}
          poster={article.video.poster || article.bigPicture}
          controls
          playsInline
          preload="none"
          width={article.video.width || 640}
          height={article.video.height || 360}
          data-testid="article-video"
        />
      ) : null}

      {type === ARTICLE_TYPES.imageSet && article.pictures.length ? (
        <div className={styles.gallery} data-testid="image-set">
          {article.pictures.map((pic, index) => (
            <figure key={pic.url + index}>
              <img
                src={pic.url}
                alt={pic.summary || pic.title || ''}
                width={pic.width || 1200}
                height={pic.height || 630}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {pic.summary ? (
                <figcaption
                  className={styles.caption}
                >{`${index + 1}/${article.pictures.length} ${pic.summary}`}</figcaption>
              ) : null}
            </figure>
          ))}
        </div>
      ) : null}

      {type === ARTICLE_TYPES.live ? (
        <p className={styles.liveStatus}>
          {tCard(`live${Math.max(0, Math.min(2, article.liveStatus ?? 0))}` as 'live0')}
        </p>
      ) : null}

      {body ? (
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: body }} />
      ) : null}

      {(type === ARTICLE_TYPES.link || type === ARTICLE_TYPES.h5) && article.link ? (
        <a className={styles.linkCard} href={article.link} rel="noopener">
          {t('openLink')}
        </a>
      ) : null}

      {type === ARTICLE_TYPES.specialTopic
        ? article.topicGroups.map((group) => (
            <section key={group.name} className={styles.topicGroup}>
              <h2>{group.name}</h2>
              {group.list.map((item) => (
                <ArticleCard
                  key={item.id}
                  article={item}
                  texts={cardTextsOfTopic}
                  locale={locale}
                  showCounts={showCounts}
                />
              ))}
            </section>
          ))
        : null}

      {article.tags.length ? (
        <ul className={styles.tags} aria-label={t('tags')}>
          {article.tags.map((tag) => {
            const known = article.tagLinks.find((item) => item.name === tag);
            return (
              <li key={tag}>
                {known ? (
                  <Link href={appPath('tagList', { tagId: known.id })} data-testid="article-tag">
                    #{tag}
                  </Link>
                ) : (
                  `#${tag}`
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      {credits.length ? (
        <dl className={styles.credits} data-testid="credits">
          {credits.map((line) => (
            <div key={line.role}>
              <dt>{withSeparator(tCredits(line.role), tCredits('separator'))}</dt>
              <dd>{line.name}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {showCounts ? (
        <div className={styles.stats}>
          <ReadCount>{formatCount(article.readCount, locale)}</ReadCount>
        </div>
      ) : null}
      <ArticleActionBar article={article} config={config} locale={locale} />
    </article>
  );
}

export function ArticleEnd() {
  const t = useTranslations('article');
  return (
    <section id="article-end" className={styles.end}>
      <Link className={styles.moreLink} href="/home.html">
        {t('moreNews')}
      </Link>
    </section>
  );
}
