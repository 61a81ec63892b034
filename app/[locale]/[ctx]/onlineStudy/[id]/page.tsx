/** onlineStudy/:id.html — an article as a lesson: a reading-progress bar over the article's own page. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleEnd, ArticleView } from '@/components/article/ArticleView';
import { StudyProgress } from '@/components/article/StudyProgress';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { articleMetadata, loadArticleScreen } from '@/lib/screens/articleScreen';
import type { ScreenParams } from '@/lib/screens/readScreen';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

const asArticle = async (params: Props['params']) => ({ ...(await params), columnId: '_' });

function pageMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('onlineStudy', asArticle(params));
}

async function OnlineStudyPage({ params }: Props) {
  const { locale, data } = await loadArticleScreen(asArticle(params));
  const [config, t] = await Promise.all([loadSiteConfig(), getTranslations({ locale, namespace: 'study' })]);
  return (
    <>
      <StudyProgress label={t('progress')} />
      <main data-testid="study">
        <ArticleView data={data} locale={locale} config={config} />
        <ArticleEnd />
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(OnlineStudyPage);
