'use client';
/**
 * The comments as articles include them: the section (the #comments anchor, the heading, reserved room)
 * is rendered at once; its content and code (lists, box, likes) load when the reader comes near.
 */
import { lazy } from 'react';
import { LoadWhenNear } from '../common/LoadWhenNear';
import { usePlainTexts } from '../providers/MessagesContext';
import sectionStyles from './commentsSection.module.css';

function Placeholder() {
  const t = usePlainTexts('comments');
  return (
    <div aria-busy="true">
      <h2 className={sectionStyles.heading} id="comments-heading">
        {t('title')}
      </h2>
      <div className={sectionStyles.placeholder} />
    </div>
  );
}

const CommentSection = lazy(() => import('./CommentSection').then((module) => ({ default: module.CommentSection })));

export function LazyComments(props: { articleId: number; auditType?: number }) {
  return (
    <section id="comments" className={sectionStyles.section} aria-labelledby="comments-heading" data-testid="comments">
      <LoadWhenNear fallback={<Placeholder />}>
        <CommentSection {...props} embedded />
      </LoadWhenNear>
    </section>
  );
}
