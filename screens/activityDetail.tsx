/** activityDetail/:id ("活动详情") — an activity with its entries and sign-up button; share object type 4. */
import { ActivityView } from '@/components/activity/ActivityView';
import { TopBar } from '@/components/shell/TopBar';
import { loadActivityWithEntries } from '@/lib/loaders/activity';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadActivityWithEntries),
  metadata({ locale, data: { activity } }) {
    return screenMetadata({
      title: activity.title,
      description: activity.summary || activity.content,
      images: [activity.pic],
      path: appPath('activityDetail', { id: activity.id }),
      locale,
    });
  },
  View({ locale, config, data: { activity, entries } }) {
    return (
      <>
        <TopBar config={config} />
        <ActivityView activity={activity} entries={entries} locale={locale} config={config} />
      </>
    );
  },
});
