/** A circle's notices (each at noticeDetail) and the other circles (circleDetail). */
import Link from 'next/link';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import { appPath } from '@/lib/routing/routes';
import type { Circle, CircleDetail } from '@/lib/schemas/circles';
import styles from './circles.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export function CircleNotices({ circle, title }: { circle: CircleDetail; title: string }) {
  if (!circle.noticeList.length) return null;
  return (
    <section className={styles.section} aria-labelledby="circle-notices">
      <h2 id="circle-notices">{title}</h2>
      <ul className={styles.notices} data-testid="circle-notices">
        {circle.noticeList.map((notice) => (
          <li key={notice.id}>
            {/* no prefetch: Next prefetches a route without its query, and a bare noticeDetail (addressed by
                its query) goes home, which the router then prefetches again and again */}
            <Link href={appPath('noticeDetail', { id: notice.id, circleId: circle.id })} prefetch={false}>
              <span>{notice.title}</span>
              <small>
                <LazyRelativeTime value={notice.publishTime} />
              </small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OtherCircles({ circles, title }: { circles: Circle[]; title: string }) {
  if (!circles.length) return null;
  return (
    <section className={styles.section} aria-labelledby="circle-others">
      <h2 id="circle-others">{title}</h2>
      <ul className={styles.others}>
        {circles.map((other) => (
          <li key={other.id} lang={contentLanguageTag(other.lang)}>
            <Link href={appPath('circleDetail', { id: other.id })} data-testid="circle-other">
              {other.avatar ? <img src={other.avatar} alt="" width={40} height={40} loading="lazy" /> : null}
              <span>{other.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
