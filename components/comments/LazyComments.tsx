'use client';
/**
 * The comments as articles include them: a light placeholder (the heading, reserved room, the #comments
 * anchor) until the reader comes near, then the comment section and its code (lists, box, likes).
 */
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { LoadWhenNear } from '../common/LoadWhenNear';
import styles from './comments.module.css';

function CommentsPlaceholder() {
  const t = useTranslations('comments');
  return (
    <section id="comments" className={styles.section} data-testid="comments" aria-busy="true">
      <h2 className={styles.heading}>{t('title')}</h2>
      <div className={styles.placeholder} />
    </section>
  );
}

const CommentSection = dynamic(() => import('./CommentSection').then((module) => module.CommentSection), {
  ssr: false,
  loading: CommentsPlaceholder,
});

export function LazyComments(props: { articleId: number; auditType?: number }) {
  return (
    <LoadWhenNear fallback={<CommentsPlaceholder />}>
      <CommentSection {...props} />
    </LoadWhenNear>
  );
}
