/**
 * videoDetail/:columnId?/:id?.html — the video (HLS: native or hls.js), then its text and comments.
 * An article without a video shows as newsDetail does.
 */
import type { Metadata } from 'next';
import { ArticleView } from '@/components/article/ArticleView';
import { LazyComments } from '@/components/comments/LazyComments';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { stripTitleMarkers } from '@/lib/model/title';
import { JsonLd } from '@/components/common/JsonLd';
import {
  articleMetadata,
  articleStructuredData,
  loadArticleScreen,
  type ArticleScreenParams,
} from '@/lib/screens/articleScreen';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: ArticleScreenParams };

function pageMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('videoDetail', params);
}

async function VideoDetailPage({ params }: Props) {
  const { locale, data } = await loadArticleScreen(params);
  const [config, structured] = await Promise.all([
    loadSiteConfig(),
    articleStructuredData('videoDetail', data.article, locale),
  ]);
  const { article } = data;
  const video = article.video;
  return (
    <main>
      <JsonLd data={structured} />
      {video?.url ? (
        <VideoPlayer
          src={video.url}
          poster={video.poster || article.picBig}
          width={video.width || 640}
          height={video.height || 360}
          label={stripTitleMarkers(article.title)}
          duration={video.duration}
        />
      ) : null}
      <ArticleView data={data} locale={locale} config={config} withoutVideo />
      <LazyComments articleId={article.fileId} auditType={config.siteConfig.discuss.auditType} />
    </main>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(VideoDetailPage);
