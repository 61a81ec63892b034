/** activityApply/:linkID?/:id ("活动报名") — the sign-up form of an activity, the fields it asks for. */
import { getTranslations } from 'next-intl/server';
import { ActivityFacts, stateLabels, timesOf } from '@/components/activity/ActivityView';
import { SignupForm } from '@/components/activity/SignupForm';
import pageStyles from '@/components/pages/pages.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadActivity } from '@/lib/loaders/activity';
import { signupState, type AnswerProblem } from '@/lib/model/activity';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadActivity),
  async metadata({ locale, data: activity }) {
    const t = await getTranslations({ locale, namespace: 'activity' });
    return screenMetadata({
      title: `${t('applyTitle')} · ${activity.title}`,
      description: activity.summary,
      images: [activity.pic],
      path: appPath('activityApply', { id: activity.id }),
      locale,
    });
  },
  async View({ locale, config, data: activity }) {
    const t = await getTranslations({ locale, namespace: 'activity' });
    const problems = Object.fromEntries(
      activity.fields.map((field) => [
        field.name,
        Object.fromEntries(
          (['required', 'invalid', 'tooLong'] as const).map((problem) => [problem, t(problem, { label: field.label })]),
        ) as Record<AnswerProblem, string>,
      ]),
    );
    return (
      <>
        <TopBar config={config} />
        <main className={pageStyles.page} data-testid="activity-apply">
          <h1>{t('applyTitle')}</h1>
          <p className={pageStyles.lead}>{activity.title}</p>
          <ActivityFacts activity={activity} locale={locale} />
          <SignupForm
            activity={{ ...timesOf(activity), fields: activity.fields }}
            rendered={signupState(activity, new Date(), false)}
            texts={{
              submit: t('submit'),
              submitting: t('submitting'),
              done: t('done'),
              optional: t('optional'),
              loginToSignup: t('loginToSignup'),
              login: t('login'),
              failed: t('failed'),
              states: await stateLabels(locale),
            }}
            problems={problems}
            recordHref={appPath('signupdetail')}
          />
        </main>
      </>
    );
  },
});
