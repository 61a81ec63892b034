/**
 * replyAll/:id.html — one comment and all its replies, with the box answering it. Heads with the article
 * it belongs to and a link to all of that article's comments. First page rendered on the server.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ReplyAllView } from '@/components/comments/ReplyAllView';
import styles from '@/components/comments/comments.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadReplyAll } from '@/lib/loaders/comments';
import { stripTitleMarkers } from '@/lib/model/title';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const { data, ...screen } = await readScreenItem(params, 'id', loadReplyAll);
  return { ...screen, ...data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, replies, article } = await load(params);
  const t = await getTranslations({ locale, namespace: 'comments' });
  return screenMetadata({
    title: `${t('allReplies')} · ${replies.comment.userName}`,
    description: replies.comment.content,
    images: [article?.picBig],
    path: appPath('replyAll', { id: replies.comment.id }),
    locale,
  });
}

async function ReplyAllPage({ params }: Props) {
  const { locale, replies, article } = await load(params);
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'comments' })]);
  return (
    <>
      <TopBar config={config} />
      <main>
        <header className={styles.screenHeader}>
          <h1>{t('allReplies')}</h1>
          {article ? (
            <p>
              <Link href={appPath('commentAll', { id: article.fileId, source: 0 })} data-testid="reply-article">
                {t('onArticle', { title: stripTitleMarkers(article.title) })}
              </Link>
            </p>
          ) : null}
        </header>
        <ReplyAllView root={replies.comment} auditType={config.siteConfig.discuss.auditType} initial={replies} />
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(ReplyAllPage);
