/** timeline/:id?.html ("热点详情", hotPointTimeAxis) — a running story's articles on a time axis. */
import type { Metadata } from 'next';
import { TopBar } from '@/components/shell/TopBar';
import { Timeline } from '@/components/timeline/Timeline';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadTimeline } from '@/lib/loaders/reading';
import { stripTitleMarkers } from '@/lib/model/title';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const { data: axis, ...screen } = await readScreenItem(params, 'id', loadTimeline);
  return { ...screen, axis };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, axis } = await load(params);
  return screenMetadata({
    title: stripTitleMarkers(axis.title),
    description: axis.attAbstract,
    images: [{ url: axis.picBig, width: 1200, height: 630 }],
    path: appPath('timeline', { id: axis.fileId }),
    locale,
  });
}

async function TimelinePage({ params }: Props) {
  const { locale, axis } = await load(params);
  const config = await loadSiteConfig();
  return (
    <>
      <TopBar config={config} />
      <Timeline axis={axis} locale={locale} />
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(TimelinePage);
