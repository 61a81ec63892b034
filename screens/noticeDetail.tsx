/** noticeDetail.html?id= ("公告") — a notice: title, time and text. */
import { RichText } from '@/components/common/RichText';
import styles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadNotice } from '@/lib/loaders/reading';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadNotice),
  metadata({ locale, data: notice }) {
    return screenMetadata({
      title: notice.title,
      description: notice.content,
      path: appPath('noticeDetail', { id: notice.id }),
      locale,
    });
  },
  View({ locale, config, data: notice }) {
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
  },
});
