/** A 问吧 topic's head: its picture, title, the guest, the description, when it runs and how many asked. */
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate, parsePlatformTime } from '@/lib/model/time';
import type { AskTopic } from '@/lib/schemas/questions';
import styles from './questions.module.css';

export function TopicHeader({ topic, locale }: { topic: AskTopic; locale: Locale }) {
  const t = useTranslations('questions');
  const start = parsePlatformTime(topic.startTime);
  const end = parsePlatformTime(topic.endTime);
  return (
    <header className={styles.topic} data-testid="ask-topic">
      {topic.pic ? <img className={styles.banner} src={topic.pic} alt="" width={1200} height={630} /> : null}
      <h1>{topic.title}</h1>
      <div className={styles.guest}>
        <img src={topic.guestAvatar} alt="" width={44} height={44} decoding="async" />
        <span>
          <strong>{topic.guestName}</strong>
          <small>{topic.guestTitle}</small>
        </span>
      </div>
      {topic.description ? <p className={styles.text}>{topic.description}</p> : null}
      <p className={styles.meta}>
        {start && end
          ? `${t('period', { start: formatDate(start, locale, 'full'), end: formatDate(end, locale, 'full') })} · `
          : ''}
        {t('questionCount', { count: topic.questionCount })}
      </p>
    </header>
  );
}
