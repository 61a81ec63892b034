/**
 * liveDetail/:linkID?/:id.html — a live broadcast: its state (preview, live now, ended), the live video
 * or its replay, the reports, newest first, its like and share bar and its discussion (cached briefly: a
 * live page changes often).
 */
import { ArticleActionBar } from '@/components/article/ArticleActionBar';
import { ArticleComments } from '@/components/comments/ArticleComments';
import { JsonLd } from '@/components/common/JsonLd';
import styles from '@/components/live/live.module.css';
import { LiveView } from '@/components/live/LiveView';
import { SiteHeader } from '@/components/shell/SiteHeader';
import { readRuntimeConfig } from '@/lib/env';
import { loadLive } from '@/lib/loaders/article';
import { articleMetadata, articleStructuredData } from '@/lib/render/articleScreen';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { liveBlogJsonLd } from '@/lib/share/jsonLd';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadLive),
  metadata: (view) => articleMetadata('liveDetail', view),
  View(view) {
    const { locale, context, config, data } = view;
    const { siteId } = readRuntimeConfig();
    const push = config.socketServer.url
      ? { url: `${config.socketServer.url}?siteId=${siteId}`, token: config.xyApi.websocketToken }
      : undefined;
    return (
      <>
        <JsonLd
          data={{
            ...articleStructuredData('liveDetail', data.article, view),
            ...liveBlogJsonLd({
              status: data.live.main.status,
              startTime: data.live.main.startTime,
              reports: data.live.list.map((report) => ({
                content: report.content,
                time: report.time,
                reporter: report.reporter.name,
              })),
            }),
          }}
        />
        <SiteHeader config={config} context={context} />
        <LiveView view={data.live} locale={locale} lang={data.article.lang} push={push} />
        <div className={styles.after}>
          <ArticleActionBar article={data.article} config={config} locale={locale} />
        </div>
        {/* the live's discussion: comments on it, new ones pushed as live_discuss (useLivePush) */}
        <ArticleComments articleId={data.article.id} auditType={config.siteConfig.discuss.auditType} />
      </>
    );
  },
});
