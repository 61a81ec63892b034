/**
 * paperSharePage/:time?/:paperId?/:layout?.html — the printed edition: the latest without a date, the
 * dates of its month, its layouts, the page picture with clickable article areas, and the layout's articles.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaperEditionView } from '@/components/paper/PaperEditionView';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadPaper } from '@/lib/loaders/reading';
import { appPath, paramValue, parseId } from '@/lib/routing/routes';
import { readScreen, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { time: string; paperId: string; layout: string }> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LAYOUT = /^[A-Za-z0-9]{1,8}$/;

async function load(params: Props['params']) {
  const screen = await readScreen(params);
  const raw = await params;
  const time = paramValue(raw.time);
  const paperId = parseId(raw.paperId);
  const layout = paramValue(raw.layout);
  if ((time && !DAY.test(time)) || (paramValue(raw.paperId) && !paperId) || (layout && !LAYOUT.test(layout)))
    notFound();
  const data = await loadPaper(time, paperId, layout);
  if (!data) notFound();
  return { ...screen, data };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, data } = await load(params);
  const t = await getTranslations({ locale, namespace: 'paper' });
  return screenMetadata({
    title: `${data.edition.paperName} ${data.edition.date} ${t('layout', { layout: data.layout.layout, name: data.layout.name })}`,
    description: data.layout.articles.map((article) => article.title).join(' · '),
    images: [data.layout.articles.find((article) => article.picBig)?.picBig, data.layout.pic],
    path: appPath('paperSharePage', {
      time: data.edition.date,
      paperId: data.edition.paperId,
      layout: data.layout.layout,
    }),
    locale,
  });
}

async function PaperSharePage({ params }: Props) {
  const { locale, data } = await load(params);
  const config = await loadSiteConfig();
  return (
    <>
      <TopBar config={config} />
      <PaperEditionView data={data} locale={locale} />
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(PaperSharePage);
