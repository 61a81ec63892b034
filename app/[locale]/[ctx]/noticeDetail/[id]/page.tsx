/** noticeDetail.html?id= ("公告") — a notice: title, time and text. */
import type { Metadata } from 'next';
import { RichText } from '@/components/common/RichText';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { loadNotice } from '@/lib/loaders/reading';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import { readScreenItem, type ScreenParams } from '@/lib/screens/readScreen';
import { screenMetadata } from '@/lib/screens/screenMetadata';
import { withFallbackMetadata, withFallbackPage } from '@/lib/screens/fallback';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<ScreenParams & { id: string }> };

async function load(params: Props['params']) {
  const { data: notice, ...screen } = await readScreenItem(params, 'id', loadNotice);
  return { ...screen, notice };
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, notice } = await load(params);
  return screenMetadata({
    title: notice.title,
    description: notice.content,
    path: appPath('noticeDetail', { id: notice.id }),
    locale,
  });
}

async function NoticeDetailPage({ params }: Props) {
  const { locale, notice } = await load(params);
  const config = await loadSiteConfig();
  const time = parsePlatformTime(notice.publishtime);
  return (
    <>
      <TopBar config={config} />
      <main className={styles.page} data-testid="notice">
        <h1>{notice.title}</h1>
        {time ? (
          <p className={styles.meta}>
            <time dateTime={time.toISOString()}>{formatDate(time, locale, 'full')}</time>
          </p>
        ) : null}
        <RichText html={notice.content} testId="notice-body" />
      </main>
    </>
  );
}

export const generateMetadata = withFallbackMetadata(pageMetadata);
export default withFallbackPage(NoticeDetailPage);
