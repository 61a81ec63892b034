/** activityVote/:linkID?/:id ("投票活动详情"; needs app auth under xyAuth 1) — a voting activity and its options. */
import { VoteView } from '@/components/vote/VoteView';
import { TopBar } from '@/components/shell/TopBar';
import { loadVote } from '@/lib/loaders/vote';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadVote),
  metadata({ locale, route, data: vote }) {
    return screenMetadata({
      title: vote.title,
      description: vote.description,
      images: [vote.headPicture],
      path: appPath(route === 'activityVoteWeb' ? 'activityVoteWeb' : 'activityVote', { id: vote.id }),
      locale,
    });
  },
  View({ locale, config, data }) {
    return (
      <>
        <TopBar config={config} />
        <VoteView vote={data} locale={locale} encryptKey={config.encryptKey4} />
      </>
    );
  },
});
