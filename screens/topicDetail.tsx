/**
 * topicDetail/:id?.html ("问吧话题") — a topic put to a guest: its head, the hot and newest answers, and
 * every question (paged), each leading to its own page. None is the 404 state.
 */
import { getTranslations } from 'next-intl/server';
import { AskQuestionItem } from '@/components/questions/AskQuestionItem';
import styles from '@/components/questions/questions.module.css';
import { TopicHeader } from '@/components/questions/TopicHeader';
import feed from '@/components/dynamics/dynamics.module.css';
import { AskQuestionPages } from '@/components/questions/AskQuestionPages';
import { Tabs } from '@/components/common/Tabs';
import { TopBar } from '@/components/shell/TopBar';
import { slots } from '@/lib/i18n/browserFill';
import { loadAskTopic } from '@/lib/loaders/questions';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadAskTopic),
  metadata({ locale, data: { topic } }) {
    return screenMetadata({
      title: topic.title,
      description: topic.description,
      images: [topic.pic],
      path: appPath('topicDetail', { id: topic.id }),
      locale,
    });
  },
  async View({ locale, config, data }) {
    const t = await getTranslations({ locale, namespace: 'questions' });
    const { topic } = data;
    const texts = { answeredBy: t('answeredBy', slots('name')), awaiting: t('awaiting') };
    const shortList = (list: typeof data.hot, testId: string) =>
      list.length ? (
        <ul className={feed.feed} data-testid={testId}>
          {list.map((question) => (
            <AskQuestionItem key={question.id} question={question} guestName={topic.guestName} texts={texts} />
          ))}
        </ul>
      ) : (
        <p className={`${styles.meta} ${styles.text}`}>{t('noAnswers')}</p>
      );
    return (
      <>
        <TopBar config={config} />
        <main lang={contentLanguageTag(topic.lang)}>
          <TopicHeader topic={topic} locale={locale} />
          <Tabs
            testId="ask"
            label={t('tabs')}
            tabs={[
              {
                key: 'all',
                label: t('all'),
                panel: (
                  <AskQuestionPages
                    topicId={topic.id}
                    guestName={topic.guestName}
                    initial={data.questions}
                    texts={{ ...texts, empty: t('noQuestions') }}
                  />
                ),
              },
              { key: 'hot', label: t('hot'), panel: shortList(data.hot, 'ask-hot') },
              { key: 'new', label: t('fresh'), panel: shortList(data.fresh, 'ask-new') },
            ]}
          />
        </main>
      </>
    );
  },
});
