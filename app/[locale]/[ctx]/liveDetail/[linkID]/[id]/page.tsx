/**
 * liveDetail/:linkID?/:id.html — a live broadcast: its state (preview, live now, ended), the live video
 * or its replay, and the reports, newest first. Cached for 30 s (a live page changes often).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LiveView } from '@/components/live/LiveView';
import { isEmpty } from '@/lib/api/answer';
import { fetchLiveView } from '@/lib/api/content';
import { serverApi } from '@/lib/api/server';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { readRuntimeConfig } from '@/lib/env';
import { parseId } from '@/lib/routing/routes';
import { JsonLd } from '@/components/common/JsonLd';
import { articleMetadata, articleStructuredData, loadArticleScreen } from '@/lib/screens/articleScreen';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { linkID: string; id: string }> };

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const id = parseId((await params).id);
  if (!id) notFound();
  const view = await fetchLiveView(serverApi(), id);
  if (isEmpty(view)) notFound();
  return { ...screen, view };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata('liveDetail', Promise.resolve({ ...(await params), columnId: '_' }));
}

async function LiveDetailPage({ params }: Props) {
  const { locale, view } = await load(params);
  const [config, screen] = await Promise.all([
    loadSiteConfig(),
    loadArticleScreen(Promise.resolve({ ...(await params), columnId: '_' })),
  ]);
  const structured = await articleStructuredData('liveDetail', screen.data.article, locale);
  const { siteId } = readRuntimeConfig();
  const push = config.socketServer.url
    ? { url: `${config.socketServer.url}?siteId=${siteId}`, token: config.xyApi.websocketToken }
    : undefined;
  return (
    <>
      <JsonLd data={structured} />
      <LiveView view={view} locale={locale} push={push} />
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(LiveDetailPage);
