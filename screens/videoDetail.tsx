/**
 * videoDetail/:columnId?/:id?.html — the video (HLS: native or hls.js), then its text and comments.
 * An article without a video shows as newsDetail does.
 */
import { ArticleView } from '@/components/article/ArticleView';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { JsonLd } from '@/components/common/JsonLd';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { articleMetadata, articleStructuredData, loadArticleOf } from '@/lib/render/articleScreen';
import { defineScreen } from '@/lib/render/defineScreen';

export default defineScreen({
  load: loadArticleOf,
  metadata: (view) => articleMetadata('videoDetail', view),
  View(view) {
    const { locale, context, config, data } = view;
    const { article } = data;
    const video = article.video;
    return (
      <>
        <SiteHeader config={config} context={context} />
        <main>
          <JsonLd data={articleStructuredData('videoDetail', article, view)} />
          {video?.url ? (
            <VideoPlayer
              src={video.url}
              poster={video.poster || article.bigPicture}
              width={video.width || 640}
              height={video.height || 360}
              label={article.title}
              duration={video.duration}
            />
          ) : null}
          <ArticleView data={data} locale={locale} config={config} withoutVideo />
          <ArticleComments articleId={article.id} auditType={config.siteConfig.discuss.auditType} />
        </main>
      </>
    );
  },
});
