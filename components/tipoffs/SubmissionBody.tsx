/** A submission (投稿): its title, who sent it and when, whether it ran, its text and attachments. */
import { useTranslations } from 'next-intl';
import type { SubmissionDetail } from '@/lib/schemas/tipoffs';
import { LazyRelativeTime } from '../common/LazyRelativeTime';
import { Attachments } from '../media/Attachments';
import styles from '../questions/questions.module.css';
import { contentLanguageTag } from '@/lib/i18n/locales';

export function SubmissionBody({ submission, heading }: { submission: SubmissionDetail; heading: 'h1' | 'h2' }) {
  const t = useTranslations('tipoffs');
  const Heading = heading;
  return (
    <article className={styles.qa} data-testid="submission" lang={contentLanguageTag(submission.lang)}>
      <Heading className={heading === 'h2' ? styles.subTitle : undefined}>{submission.title}</Heading>
      <p className={styles.meta}>
        {t('bySubmitter', { name: submission.userName })} · <LazyRelativeTime value={submission.createTime} />{' '}
        <span className={submission.status === 1 ? styles.answered : styles.pending} data-testid="submission-state">
          {submission.status === 1 ? t('published') : t('received')}
        </span>
      </p>
      <p className={styles.text}>{submission.content}</p>
      <Attachments attached={submission} videoLabel={t('video')} testId="submission" />
    </article>
  );
}
