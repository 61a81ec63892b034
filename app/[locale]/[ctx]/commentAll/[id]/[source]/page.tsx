/**
 * commentAll/:id?/:source.html — all comments of an article (latest tree, hot, by time), with the comment
 * box. The article's title heads the screen and links back to it; the first page of comments is rendered
 * on the server (cached briefly: comments move).
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { CommentAllView } from '@/components/comments/CommentAllView';
import styles from '@/components/comments/comments.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadCommentAll } from '@/lib/loaders/comments';
import { articleHref } from '@/lib/model/links';
import { stripTitleMarkers } from '@/lib/model/title';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string; source: string }> };

async function load(params: Props['params']) {
  const { data, ...screen } = await readScreenItem(params, 'id', loadCommentAll);
  return { ...screen, ...data, source: (await params).source };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article, page, source } = await load(params);
  const t = await getTranslations({ locale, namespace: 'comments' });
  const title = stripTitleMarkers(article.title);
  return screenMetadata({
    title: `${t('title')} · ${title}`,
    description: page.list.map((comment) => comment.content).join(' · ') || title,
    images: [article.picBig],
    path: appPath('commentAll', { id: article.fileId, source }),
    locale,
  });
}

async function CommentAllPage({ params }: Props) {
  const { locale, article, page } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'comments' })]);
  return (
    <>
      <TopBar config={config} />
      <main>
        <header className={styles.screenHeader}>
          <h1>{t('title')}</h1>
          <p>
            <Link href={articleHref(article)} data-testid="comment-article">
              {t('onArticle', { title: stripTitleMarkers(article.title) })}
            </Link>
          </p>
        </header>
        <CommentAllView articleId={article.fileId} auditType={config.siteConfig.discuss.auditType} initial={page} />
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(CommentAllPage);
