/**
 * commentAll/:id?/:source.html — all comments of an article (latest tree, hot, by time), with the comment
 * box. The article's title heads the screen and links back to it; the first page of comments is rendered
 * on the server (cached briefly: comments move).
 */
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { CommentAllView } from '@/components/comments/CommentAllView';
import styles from '@/components/comments/comments.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadCommentAll } from '@/lib/loaders/comments';
import { articleHref } from '@/lib/model/links';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadCommentAll),
  async metadata({ locale, params, data: { article, page } }) {
    const t = await getTranslations({ locale, namespace: 'comments' });
    const title = article.title;
    return screenMetadata({
      title: `${t('title')} · ${title}`,
      description: page.list.map((comment) => comment.content).join(' · ') || title,
      images: [article.bigPicture],
      path: appPath('commentAll', { id: article.id, source: params.source }),
      locale,
    });
  },
  async View({ locale, config, data: { article, page } }) {
    const t = await getTranslations({ locale, namespace: 'comments' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <header className={styles.screenHeader}>
            <h1>{t('title')}</h1>
            <p>
              <Link href={articleHref(article)} data-testid="comment-article">
                {t('onArticle', { title: article.title })}
              </Link>
            </p>
          </header>
          <CommentAllView articleId={article.id} auditType={config.siteConfig.discuss.auditType} initial={page} />
        </main>
      </>
    );
  },
});
