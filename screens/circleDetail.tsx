/**
 * circleDetail/:id?.html (圈子) — a circle: its cover, name, members and posts, the share button (object
 * type 18), its notices (each at noticeDetail), posting for members (closed circles take none), its
 * posts newest and hottest first (20 a page) and the other circles. None is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { CircleHead } from '@/components/circles/CircleHead';
import { CircleNotices, OtherCircles } from '@/components/circles/CircleLists';
import { CirclePosts } from '@/components/circles/CirclePosts';
import { TopBar } from '@/components/shell/TopBar';
import { loadCircle } from '@/lib/loaders/circles';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadCircle),
  metadata({ locale, data: { circle } }) {
    return screenMetadata({
      title: circle.name,
      description: circle.description,
      images: [circle.cover],
      person: { name: circle.name, avatar: circle.avatar },
      path: appPath('circleDetail', { id: circle.id }),
      locale,
    });
  },
  async View({ locale, config, data: { circle, newest, hot, others } }) {
    const t = await getTranslations({ locale, namespace: 'circles' });
    return (
      <>
        <TopBar config={config} />
        <main lang={contentLanguageTag(circle.lang)}>
          <CircleHead circle={circle} locale={locale} config={config} />
          <CircleNotices circle={circle} title={t('notices')} />
          <CirclePosts circle={circle} newest={newest} hot={hot} locale={locale} />
          <OtherCircles circles={others} title={t('others')} />
        </main>
      </>
    );
  },
});
