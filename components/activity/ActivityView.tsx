/**
 * An activity (activityDetail): picture, title, sign-up and activity times, place, organiser and places,
 * its text, its first entries (spec §9: 8), its share button (share object type 4), and the sign-up
 * button for this moment and reader.
 */
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/common/RichText';
import pageStyles from '@/components/pages/pages.module.css';
import { OBJECT_TYPE } from '@/lib/api/events';
import { readRuntimeConfig } from '@/lib/env';
import { signupState, SIGNUP_STATES, type SignupState } from '@/lib/model/activity';
import { shareDescription } from '@/lib/model/share';
import { showPlatformTime } from '@/lib/model/time';
import { appPath } from '@/lib/routing/routes';
import type { Activity, ActivityEntry } from '@/lib/schemas/activity';
import type { ActivityData } from '@/lib/loaders/activity';
import type { SiteConfig } from '@/lib/schemas/config';
import { absoluteUrl } from '@/lib/share/buildShareMetadata';
import styles from './activity.module.css';
import { ShareButton } from '@/components/share/ShareButton';
import { SignupButton } from '@/components/activity/SignupButton';

export async function stateLabels(locale: string): Promise<Record<SignupState, string>> {
  const t = await getTranslations({ locale, namespace: 'activity.states' });
  return Object.fromEntries(SIGNUP_STATES.map((state) => [state, t(state)])) as Record<SignupState, string>;
}

/** "start to end" in the reader's language, each in the newsroom's time. */
export function timeRange(
  t: (key: 'range', values: { start: string; end: string }) => string,
  start: string,
  end: string,
  locale: string,
) {
  const show = (text: string) => showPlatformTime(text, locale);
  return t('range', { start: show(start), end: show(end) });
}

/** What the browser needs to tell the sign-up state: the times and places (never the text). */
export function timesOf(activity: Activity) {
  const { id, signupStart, signupEnd, startTime, endTime, places, taken, closed } = activity;
  return { id, signupStart, signupEnd, startTime, endTime, places, taken, closed };
}

export async function ActivityFacts({ activity, locale }: { activity: Activity; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'activity' });
  const facts: [string, string, string][] = [
    ['signup', t('signupTime'), timeRange(t, activity.signupStart, activity.signupEnd, locale)],
    ['time', t('activityTime'), timeRange(t, activity.startTime, activity.endTime, locale)],
    ['address', t('address'), activity.address],
    ['organizer', t('organizer'), activity.organizer],
    [
      'places',
      t('places'),
      activity.places > 0 ? t('placesLeft', { taken: activity.taken, places: activity.places }) : t('unlimited'),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, , value]) => value)
        .map(([key, label, value]) => (
          <div key={key} data-testid={`activity-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export async function ActivityView({
  activity,
  entries,
  locale,
  config,
}: {
  activity: ActivityData;
  entries: ActivityEntry[];
  locale: string;
  config: SiteConfig;
}) {
  const [t, tActions] = await Promise.all([
    getTranslations({ locale, namespace: 'activity' }),
    getTranslations({ locale, namespace: 'actions' }),
  ]);
  return (
    <main className={pageStyles.page} data-testid="activity">
      {activity.pic ? <img className={pageStyles.cover} src={activity.pic} alt="" width={640} height={360} /> : null}
      <h1>{activity.title}</h1>
      <ActivityFacts activity={activity} locale={locale} />
      <RichText html={activity.content} testId="activity-body" />
      {entries.length ? (
        <section className={styles.entries} aria-labelledby="activity-entries">
          <h2 id="activity-entries">{t('entries')}</h2>
          <ul className={styles.entries} data-testid="activity-entries">
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry} data-testid="activity-entry">
                {entry.pic ? <img src={entry.pic} alt="" width={96} height={64} loading="lazy" /> : null}
                <div>
                  <strong>{entry.title}</strong>
                  {entry.summary ? <span>{entry.summary}</span> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={pageStyles.buttons}>
        <ShareButton
          objectId={activity.id}
          objectType={OBJECT_TYPE.activity}
          className={`${pageStyles.button} ${pageStyles.buttonSecondary} ${styles.shareButton}`}
          testId="activity-share"
          label={tActions('share')}
          share={{
            page: {
              url: absoluteUrl(readRuntimeConfig(), appPath('activityDetail', { id: activity.id })),
              title: activity.title,
              summary: shareDescription(activity.summary || activity.content),
              image: activity.pic || undefined,
            },
            siteName: config.siteConfig.mainTitle || config.siteConfig.siteName,
            accent: config.padColor || '#c8102e',
          }}
        />
      </div>
      <div className={styles.signupBar}>
        <SignupButton
          activity={timesOf(activity)}
          rendered={signupState(activity, new Date(), false)}
          labels={await stateLabels(locale)}
          applyHref={appPath('activityApply', { id: activity.id })}
          recordHref={appPath('signupdetail')}
        />
      </div>
    </main>
  );
}
