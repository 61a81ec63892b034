/**
 * qaDetail/:id?.html and newQaDetail/:id?.html ("问政详情") — a reader's question to a department with its
 * pictures or videos (qaType) and voice messages, and the department's answer; newQaDetail in the newer
 * layout (the state on top, the exchange as two steps). QAPage structured data. None is the 404 state.
 */
import { JsonLd } from '@/components/common/JsonLd';
import { GovQuestionView } from '@/components/questions/GovQuestionView';
import { TopBar } from '@/components/shell/TopBar';
import { loadGovQuestion } from '@/lib/loaders/questions';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { qaStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadGovQuestion),
  metadata({ locale, route, data: qa }) {
    return screenMetadata({
      title: qa.title,
      description: qa.content,
      images: [qa.images[0], qa.videos[0]?.poster],
      path: appPath(route, { id: qa.id }),
      locale,
    });
  },
  View({ locale, route, config, data: qa }) {
    return (
      <>
        <TopBar config={config} />
        <main>
          <GovQuestionView qa={qa} layout={route === 'newQaDetail' ? 'steps' : 'classic'} />
          <JsonLd
            data={qaStructuredData(
              {
                question: qa.title,
                text: qa.content,
                asker: qa.userName,
                asked: qa.createTime,
                answer: qa.answer,
                answerer: qa.department,
                answered: qa.answerTime,
              },
              appPath(route, { id: qa.id }),
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
