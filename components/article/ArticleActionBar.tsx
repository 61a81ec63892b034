/**
 * The like, favourite, share and save-offline bar of a published article (LazyArticleActions), with its
 * share card: under an article's text, under an image set's gallery.
 */
import { useTranslations } from 'next-intl';
import { OBJECT_TYPE } from '@/lib/api/events';
import { DEFAULT_CONTEXT, keepsPagesOffline } from '@/lib/context';
import { readRuntimeConfig } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { articleHref } from '@/lib/model/links';
import { shareDescription } from '@/lib/model/share';
import { isUsableXyAccount } from '@/lib/model/xyAccount';
import type { ArticleContent } from '@/lib/schemas/article';
import type { SiteConfig } from '@/lib/schemas/config';
import { currentContext } from '@/lib/render/readScreen';
import { absoluteUrl } from '@/lib/share/buildShareMetadata';
import { LazyArticleActions } from './LazyArticleActions';

export function ArticleActionBar({
  article,
  config,
  locale,
}: {
  article: ArticleContent;
  config: SiteConfig;
  locale: Locale;
}) {
  const t = useTranslations('actions');
  if (article.status !== 1) return null;
  return (
    <LazyArticleActions
      articleId={article.id}
      labels={{ like: t('like'), favourite: t('favourite'), share: t('share') }}
      likes={article.likeCount}
      showCounts={config.siteConfig.globalCount}
      locale={locale}
      saveOffline={keepsPagesOffline(currentContext() ?? DEFAULT_CONTEXT)}
      share={
        article.shareClosed
          ? undefined
          : {
              // an article of a media account is shared as object type 10 (spec §9)
              objectType: isUsableXyAccount(article.xyAccount) ? OBJECT_TYPE.xyArticle : OBJECT_TYPE.article,
              page: {
                url: absoluteUrl(readRuntimeConfig(), articleHref(article)),
                title: article.title,
                summary: shareDescription(article.shareText || article.abstract || article.content),
                image: article.sharePicture || article.bigPicture || undefined,
              },
              siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
              accent: config.padColor || '#c8102e',
            }
      }
    />
  );
}
