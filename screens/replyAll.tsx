/**
 * replyAll/:id.html — one comment and all its replies, with the box answering it. Heads with the article
 * it belongs to and a link to all of that article's comments. First page rendered on the server.
 */
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ReplyAllView } from '@/components/comments/ReplyAllView';
import styles from '@/components/comments/comments.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadReplyAll } from '@/lib/loaders/comments';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadReplyAll),
  async metadata({ locale, data: { replies, article } }) {
    const t = await getTranslations({ locale, namespace: 'comments' });
    return screenMetadata({
      title: `${t('allReplies')} · ${replies.comment.authorName}`,
      description: replies.comment.content,
      images: [article?.bigPicture],
      path: appPath('replyAll', { id: replies.comment.id }),
      locale,
    });
  },
  async View({ locale, config, data: { replies, article } }) {
    const t = await getTranslations({ locale, namespace: 'comments' });
    return (
      <>
        <TopBar config={config} />
        <main>
          <header className={styles.screenHeader}>
            <h1>{t('allReplies')}</h1>
            {article ? (
              <p>
                <Link href={appPath('commentAll', { id: article.id, source: 0 })} data-testid="reply-article">
                  {t('onArticle', { title: article.title })}
                </Link>
              </p>
            ) : null}
          </header>
          <ReplyAllView root={replies.comment} auditType={config.siteConfig.discuss.auditType} initial={replies} />
        </main>
      </>
    );
  },
});
