/** timeline/:id?.html ("热点详情", hotPointTimeAxis) — a running story's articles on a time axis. */
import { TopBar } from '@/components/shell/TopBar';
import { Timeline } from '@/components/timeline/Timeline';
import { loadTimeline } from '@/lib/loaders/reading';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadTimeline),
  metadata({ locale, data: axis }) {
    return screenMetadata({
      title: axis.title,
      description: axis.abstract,
      images: [{ url: axis.bigPicture, width: 1200, height: 630 }],
      path: appPath('timeline', { id: axis.id }),
      locale,
    });
  },
  View({ locale, config, data: axis }) {
    return (
      <>
        <TopBar config={config} />
        <Timeline axis={axis} locale={locale} />
      </>
    );
  },
});
