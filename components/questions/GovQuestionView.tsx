/**
 * A 问政 question (qaDetail, newQaDetail): its title, asker, department and state, the question with its
 * pictures (qaType 1) or videos (qaType 2) and voice messages, and the department's answer with its
 * pictures. The newer layout (newQaDetail) puts the state on top and the exchange as two steps.
 */
import { useTranslations } from 'next-intl';
import type { GovQuestion } from '@/lib/schemas/questions';
import { LazyRelativeTime } from '../common/LazyRelativeTime';
import { Attachments, Pictures } from '../media/Attachments';
import styles from './questions.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export function GovQuestionView({ qa, layout }: { qa: GovQuestion; layout: 'classic' | 'steps' }) {
  const t = useTranslations('questions');
  const answered = Boolean(qa.answer);
  const state = (
    <span className={answered ? styles.answered : styles.pending} data-testid="qa-state">
      {answered ? t('answered') : t('pending')}
    </span>
  );
  const question = (
    <section className={styles.part} aria-label={t('stepAsked')}>
      <p className={styles.meta}>
        {qa.qaConfig.showAsker ? `${t('askedBy', { name: qa.userName })} · ` : ''}
        <LazyRelativeTime value={qa.createTime} />
      </p>
      <p className={styles.text}>{qa.content}</p>
      <Attachments
        attached={{
          pics: qa.qaType === 2 ? [] : qa.images,
          videos: qa.qaType === 2 ? qa.videos : [],
          audios: qa.audios,
        }}
        videoLabel={t('video')}
        testId="qa"
      />
    </section>
  );
  const answer = (
    <section className={styles.part} aria-label={t('stepAnswered')} data-testid="qa-answer">
      {answered ? (
        <>
          <p className={styles.meta}>
            {qa.qaConfig.showDepartment ? `${qa.department} · ` : ''}
            <LazyRelativeTime value={qa.answerTime} />
          </p>
          <p className={styles.text}>{qa.answer}</p>
          <Pictures urls={qa.answerPics} testId="qa-answer-pics" />
        </>
      ) : (
        <p className={styles.meta}>{t('awaitingDepartment')}</p>
      )}
    </section>
  );
  return (
    <article className={styles.qa} data-testid="qa" lang={contentLanguageTag(qa.lang)}>
      {layout === 'steps' ? state : null}
      <h1>{qa.title}</h1>
      {qa.qaConfig.showDepartment ? (
        <p className={styles.meta}>
          {t('departmentLine', { name: qa.department })} {layout === 'classic' ? state : null}
        </p>
      ) : null}
      {layout === 'steps' ? (
        <ol className={styles.steps}>
          <li>
            <h2>{t('stepAsked')}</h2>
            {question}
          </li>
          <li>
            <h2>{t('stepAnswered')}</h2>
            {answer}
          </li>
        </ol>
      ) : (
        <>
          {question}
          <h2 className={styles.answerTitle}>{t('stepAnswered')}</h2>
          {answer}
        </>
      )}
    </article>
  );
}
