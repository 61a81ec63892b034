'use client';
/**
 * A live broadcast's page body: state, player (live or replay), the newsroom's key events (each a link to
 * its report) and pinned report, then the reports. Rendered on the server; in the browser, pushed status
 * changes and reports for this live update it in place (useLivePush), except that new reports wait behind
 * an "N new reports" button while the reader is scrolled into the timeline (useHeldReports).
 */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatCount } from '@/lib/model/count';
import { clockTime, formatDate, parsePlatformTime } from '@/lib/model/time';
import { LIVE_STATUS, liveSource, type LiveReport, type LiveView as LiveViewData } from '@/lib/schemas/live';
import { VideoPlayer } from '../media/VideoPlayer';
import { withSeparator } from '@/lib/i18n/separator';
import { withQueries } from '../providers/queries';
import styles from './live.module.css';
import { useHeldReports } from './useHeldReports';
import { useLivePush, type LivePushConfig } from './useLivePush';
import { contentLanguageTag } from '@/lib/i18n/locales';

/** A report's anchor: /liveDetail/{id}.html#report-{report id} opens the page at it. */
const anchorOf = (report: LiveReport) => `report-${report.id}`;

export const LiveView = withQueries(function LiveView({
  view: served,
  locale,
  lang,
  push,
}: {
  view: LiveViewData;
  locale: Locale;
  /** The live's language, the platform's spelling ('zh', 'en'): its title's and reports' lang. */
  lang: string;
  push?: LivePushConfig;
}) {
  const contentLang = contentLanguageTag(lang);
  const t = useTranslations('live');
  const tCredits = useTranslations('credits');
  const live = useLivePush(
    served.main.id,
    { status: served.main.status, reports: served.list, keyEvents: served.keyEvents, pinned: served.pinned },
    push,
  );
  const view: LiveViewData = {
    ...served,
    main: { ...served.main, ...live.main, status: live.status },
    list: live.reports,
  };
  const { mark, visible, held, holding, showHeld } = useHeldReports(live.reports);
  const source = liveSource(view);
  const { main } = view;
  const start = parsePlatformTime(main.startTime);
  const state =
    main.status === LIVE_STATUS.live
      ? 'live'
      : main.status === LIVE_STATUS.ended
        ? source
          ? 'replay'
          : 'ended'
        : 'preview';
  return (
    <main
      data-testid="live"
      data-state={state}
      data-connected={live.connected ? '1' : '0'}
      data-holding={holding ? '1' : '0'}
    >
      {source ? (
        <VideoPlayer key={source} src={source} poster={main.bigPicture} width={640} height={360} label={main.title} />
      ) : main.bigPicture ? (
        <img className={styles.poster} src={main.bigPicture} alt="" width={1200} height={630} fetchPriority="high" />
      ) : null}
      <header className={styles.head}>
        <span className={`${styles.state} ${state === 'live' ? styles.stateLive : ''}`} data-testid="live-state">
          {t(state)}
        </span>
        <h1 className={styles.title} lang={contentLang}>
          {main.title}
        </h1>
        <p className={styles.meta}>
          {start ? (
            <span data-testid="live-start">
              {t(state === 'preview' ? 'startsAt' : 'startedAt', { time: formatDate(start, locale, 'full') })}
            </span>
          ) : null}
          <span>{t('views', { count: formatCount(view.readCount, locale) })}</span>
        </p>
        {main.abstract ? (
          <p className={styles.abstract} lang={contentLang}>
            {main.abstract}
          </p>
        ) : null}
      </header>
      {live.keyEvents.length ? (
        <nav className={styles.keyEvents} aria-labelledby="live-key-events" data-testid="live-key-events">
          <h2 id="live-key-events" className={styles.reportsTitle}>
            {t('keyEvents')}
          </h2>
          <ol>
            {live.keyEvents.map((report) => {
              const at = parsePlatformTime(report.time);
              return (
                <li key={report.id}>
                  <a href={`#${anchorOf(report)}`}>
                    <time dateTime={at?.toISOString()}>{at ? clockTime(at) : ''}</time>
                    <span>{report.content}</span>
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      {live.pinned ? (
        <section className={styles.pinned} aria-labelledby="live-pinned" data-testid="live-pinned">
          <h2 id="live-pinned" className={styles.pinnedLabel}>
            {t('pinned')}
          </h2>
          <p className={styles.text} lang={contentLang}>
            {live.pinned.content}
          </p>
        </section>
      ) : null}
      <section className={styles.reports} aria-labelledby="live-reports">
        <h2 id="live-reports" className={styles.reportsTitle}>
          {t('reports')}
        </h2>
        <span ref={mark} className={styles.timelineMark} aria-hidden="true" />
        {held ? (
          <button type="button" className={styles.newReports} onClick={showHeld} data-testid="live-new-reports">
            {t('newReports', { count: held })}
          </button>
        ) : null}
        {visible.length === 0 ? (
          <p className={styles.empty} data-testid="live-no-reports">
            {t(state === 'preview' ? 'noReports' : state === 'live' ? 'noReportsLive' : 'noReportsEnded')}
          </p>
        ) : (
          <ol className={styles.timeline} lang={contentLang}>
            {visible.map((report) => {
              const at = parsePlatformTime(report.time);
              return (
                <li
                  key={report.id}
                  id={anchorOf(report)}
                  className={report.keyEvent ? `${styles.report} ${styles.keyEvent}` : styles.report}
                  data-testid="live-report"
                  data-key-event={report.keyEvent ? '1' : undefined}
                >
                  <time className={styles.time} dateTime={at?.toISOString()}>
                    {at ? clockTime(at) : ''}
                  </time>
                  {report.keyEvent ? <span className={styles.keyEventLabel}>{t('keyEvent')}</span> : null}
                  <p className={styles.text}>
                    {report.reporter.name ? (
                      <strong>{withSeparator(report.reporter.name, tCredits('separator'))}</strong>
                    ) : null}
                    {report.content}
                  </p>
                  {report.pictures.map((pic) => (
                    <img
                      key={pic}
                      className={styles.pic}
                      src={pic}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      decoding="async"
                    />
                  ))}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </main>
  );
});
