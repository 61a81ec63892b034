/**
 * askDetail/:id?.html ("提问详情") — one question of a 问吧 topic: who asked, the question, the guest's
 * answer, and the way back to the topic; QAPage structured data. None is the 404 state.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/common/JsonLd';
import { LazyRelativeTime } from '@/components/common/LazyRelativeTime';
import styles from '@/components/questions/questions.module.css';
import { TopBar } from '@/components/shell/TopBar';
import { loadAskQuestion } from '@/lib/loaders/questions';
import { defineScreen, loadById } from '@/lib/render/defineScreen';
import { screenMetadata } from '@/lib/render/screenMetadata';
import { qaStructuredData } from '@/lib/render/structuredData';
import { appPath } from '@/lib/routing/routes';
import { contentLanguageTag } from '@/lib/i18n/locales';

export default defineScreen({
  load: (input) => loadById(input, 'id', loadAskQuestion),
  metadata({ locale, data: question }) {
    return screenMetadata({
      title: question.content,
      description: question.answer || question.topic.title,
      path: appPath('askDetail', { id: question.id }),
      locale,
    });
  },
  async View({ locale, config, data: question }) {
    const t = await getTranslations({ locale, namespace: 'questions' });
    const path = appPath('askDetail', { id: question.id });
    return (
      <>
        <TopBar config={config} />
        <main className={styles.question} data-testid="ask-detail">
          <p className={styles.meta}>
            {t('asked', { name: question.userName })} · <LazyRelativeTime value={question.createTime} />
          </p>
          <h1 lang={contentLanguageTag(question.topic.lang)}>{question.content}</h1>
          <h2 className={styles.answerTitle}>{t('answeredBy', { name: question.topic.guestName })}</h2>
          {question.answer ? (
            <>
              <p className={styles.meta}>
                {question.topic.guestTitle} · <LazyRelativeTime value={question.answerTime} />
              </p>
              <p className={styles.text} data-testid="ask-answer" lang={contentLanguageTag(question.topic.lang)}>
                {question.answer}
              </p>
            </>
          ) : (
            <p className={styles.meta}>{t('awaiting')}</p>
          )}
          <p className={styles.meta}>
            <Link href={appPath('topicDetail', { id: question.topic.id })} data-testid="ask-topic-link">
              {t('topicLink', { title: question.topic.title })}
            </Link>
          </p>
          <JsonLd
            data={qaStructuredData(
              {
                question: question.content,
                asker: question.userName,
                asked: question.createTime,
                answer: question.answer,
                answerer: question.topic.guestName,
                answererType: 'Person',
                answered: question.answerTime,
              },
              path,
              locale,
            )}
          />
        </main>
      </>
    );
  },
});
