/**
 * A 问政 question (qaDetail, newQaDetail): its title, asker, department and state, the question with its
 * pictures (qaType 1) or videos (qaType 2) and voice messages, and the department's answer with its
 * pictures. The newer layout (newQaDetail) puts the state on top and the exchange as two steps.
 */
import { useTranslations } from 'next-intl';
import { VideoPlayer } from '@/components/screenParts';
import type { GovQuestion } from '@/lib/schemas/questions';
import { RelativeTime } from '../common/RelativeTime';
import feed from '../dynamics/dynamics.module.css';
import { AudioClip } from './AudioClip';
import styles from './questions.module.css';

function Pictures({ urls, testId }: { urls: string[]; testId: string }) {
  if (!urls.length) return null;
  return (
    <div className={urls.length === 1 ? feed.onePicture : feed.pictures} data-testid={testId}>
      {urls.map((url) => (
        <img key={url} src={url} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ))}
    </div>
  );
}

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
        <RelativeTime value={qa.createTime} />
      </p>
      <p className={styles.text}>{qa.content}</p>
      {qa.qaType === 2 ? (
        qa.videos.map((video) => (
          <VideoPlayer
            key={video.url}
            src={video.url}
            poster={video.poster}
            width={640}
            height={360}
            duration={video.duration}
            label={t('video')}
          />
        ))
      ) : (
        <Pictures urls={qa.images} testId="qa-images" />
      )}
      {qa.audios.map((audio) => (
        <AudioClip key={audio.url} audio={audio} />
      ))}
    </section>
  );
  const answer = (
    <section className={styles.part} aria-label={t('stepAnswered')} data-testid="qa-answer">
      {answered ? (
        <>
          <p className={styles.meta}>
            {qa.qaConfig.showDepartment ? `${qa.department} · ` : ''}
            <RelativeTime value={qa.answerTime} />
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
    <article className={styles.qa} data-testid="qa" lang={qa.lang === 'en' ? 'en' : undefined}>
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
