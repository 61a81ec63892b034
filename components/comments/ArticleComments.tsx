/**
 * The comments under an article as its screens include them (LazyComments), the heading in the page's
 * language from the server: the comments' other texts come with their code.
 */
import { getTranslations } from 'next-intl/server';
import { LazyComments } from './LazyComments';

export async function ArticleComments({ articleId, auditType }: { articleId: number; auditType?: number }) {
  const t = await getTranslations('comments');
  return <LazyComments title={t('title')} articleId={articleId} auditType={auditType} />;
}
