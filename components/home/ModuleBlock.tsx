'use client';
/**
 * A home module (types 0, 7, 8, 9, 10, 11), drawn by its cmDisplayStyle: 0 a horizontal strip, 1 a list
 * (headlines; banners for special topics), 2 a two-column grid (columns: an icon grid).
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { appPath } from '@/lib/routing/routes';
import { articleHref } from '@/lib/model/links';
import { ARTICLE_TYPES } from '@/lib/model/articleTypes';
import type { ArticleSummary, HomeModule } from '@/lib/schemas/article';
import { PlayIcon } from '../common/icons';
import styles from './home.module.css';

export const MODULE_TYPES = { articles: 0, pictures: 7, columns: 8, videos: 9, live: 10, topics: 11 } as const;

function LiveBadge({ status }: { status: number | null }) {
  const t = useTranslations('card');
  const value = Math.max(0, Math.min(2, status ?? 0)) as 0 | 1 | 2;
  return <span className={`${styles.liveBadge} ${value === 1 ? styles.liveNow : ''}`}>{t(`live${value}`)}</span>;
}

export function Tile({ article, wide, priority }: { article: ArticleSummary; wide?: boolean; priority?: boolean }) {
  return (
    <Link
      href={articleHref(article)}
      className={`${styles.tile} ${wide ? styles.tileWide : ''}`}
      data-testid="module-item"
    >
      <span className={styles.tileImage}>
        <img
          src={article.middlePicture || article.smallPicture}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        {article.type === ARTICLE_TYPES.video ? <PlayIcon size={36} className={styles.play} /> : null}
        {article.type === ARTICLE_TYPES.live ? <LiveBadge status={article.liveStatus} /> : null}
      </span>
      <p className={styles.tileTitle}>{article.title}</p>
    </Link>
  );
}

/** Where a module's "more" leads: the live list, the image sets, the column's topics, or its place in moreModules. */
export function moduleMoreHref(module: HomeModule): string | undefined {
  if (module.type === MODULE_TYPES.columns) return undefined;
  if (module.type === MODULE_TYPES.live) return appPath('moreLive');
  if (module.type === MODULE_TYPES.pictures) return appPath('moreImage');
  const topicColumn = module.list[0]?.columnId;
  if (module.type === MODULE_TYPES.topics && topicColumn) return appPath('specMore', { columnId: topicColumn });
  return `${appPath('moreModules')}#module-${module.moduleId}`;
}

export function ModuleBlock({
  module,
  onColumn,
  full,
}: {
  module: HomeModule;
  onColumn?: (columnId: number) => boolean;
  /** On moreModules: the module's anchor, and no "more" link. */
  full?: boolean;
}) {
  const t = useTranslations('lists');
  const more = full ? undefined : moduleMoreHref(module);
  const style = module.cmDisplayStyle;
  let body: React.ReactNode;
  if (module.type === MODULE_TYPES.columns) {
    body = (
      <div className={styles.columnGrid}>
        {module.columns.map((column) => (
          <Link
            key={column.id}
            href={appPath('columnDetail', { columnId: column.id })}
            className={styles.columnEntry}
            onClick={(event) => {
              if (onColumn?.(column.id)) event.preventDefault();
            }}
          >
            <img src={column.picture} alt="" width={48} height={48} loading="lazy" decoding="async" />
            <span>{column.name}</span>
          </Link>
        ))}
      </div>
    );
  } else if (style === 1 && module.type === MODULE_TYPES.topics) {
    body = module.list.map((article) => (
      <Link key={article.id} href={articleHref(article)} className={styles.banner} data-testid="module-item">
        <span className={styles.tileImage}>
          <img
            src={article.middlePicture || article.bigPicture}
            alt=""
            width={640}
            height={336}
            loading="lazy"
            decoding="async"
          />
        </span>
        <p className={styles.tileTitle}>{article.title}</p>
      </Link>
    ));
  } else if (style === 1) {
    body = (
      <ul className={styles.headlines}>
        {module.list.map((article) => (
          <li key={article.id}>
            <Link href={articleHref(article)} className={styles.headline} data-testid="module-item">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    );
  } else if (style === 2) {
    body = (
      <div className={styles.grid}>
        {module.list.map((article) => (
          <Tile key={article.id} article={article} />
        ))}
      </div>
    );
  } else {
    body = (
      <div className={styles.scroller}>
        {module.list.map((article) => (
          <Tile
            key={article.id}
            article={article}
            wide={module.type === MODULE_TYPES.videos || module.type === MODULE_TYPES.live}
          />
        ))}
      </div>
    );
  }
  return (
    <section
      className={styles.section}
      data-testid="home-module"
      data-module-type={module.type}
      id={full ? `module-${module.moduleId}` : undefined}
    >
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{module.name}</h2>
        {more ? (
          <Link href={more} className={styles.sectionMore} data-testid="module-more">
            {t('more')}
          </Link>
        ) : null}
      </div>
      {body}
    </section>
  );
}
