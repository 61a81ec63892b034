/**
 * noticeDetail.html?id= ("公告") — a notice: title, time and text. With &circleId=, a circle's notice
 * (from {nis}, and only when it is that circle's), with the way back to its circle.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/RichText';
import circles from '@/components/circles/circles.module.css';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadCircleNotice } from '@/lib/loaders/circles';
import { loadNotice } from '@/lib/loaders/reading';
import type { SafeHtml } from '@/lib/model/richText';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { defineScreen, idParam, loadById, type ScreenInput } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

interface NoticeData {
  id: number;
  title: string;
  content: SafeHtml;
  time: string;
  circle?: { id: number; name: string };
}

async function load(input: ScreenInput): Promise<NoticeData | undefined> {
  const circleId = idParam(input, 'circleId');
  if (circleId === 'malformed') return undefined;
  if (circleId === undefined)
    return loadById(input, 'id', async (id) => {
      const notice = await loadNotice(id);
      return notice && { id: notice.id, title: notice.title, content: notice.content, time: notice.published };
    });
  return loadById(input, 'id', async (id) => {
    const notice = await loadCircleNotice(id, circleId);
    return (
      notice && {
        id: notice.id,
        title: notice.title,
        content: notice.content,
        time: notice.publishTime,
        circle: notice.circle,
      }
    );
  });
}

export default defineScreen({
  load,
  metadata({ locale, data: notice }) {
    return screenMetadata({
      title: notice.title,
      description: notice.content,
      path: appPath('noticeDetail', { id: notice.id, circleId: notice.circle?.id }),
      locale,
    });
  },
  async View({ locale, config, data: notice }) {
    const time = parsePlatformTime(notice.time);
    const t = notice.circle ? await getTranslations({ locale, namespace: 'circles' }) : undefined;
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
          {notice.circle && t ? (
            <Link
              className={circles.circleLink}
              href={appPath('circleDetail', { id: notice.circle.id })}
              data-testid="notice-circle"
            >
              {t('backToCircle')} · {notice.circle.name}
            </Link>
          ) : null}
        </main>
      </>
    );
  },
});
