'use client';
/**
 * The comments as articles include them: the section (the #comments anchor, the heading, reserved room)
 * is rendered at once, its heading's text given by the server; its content and code (lists, box, likes)
 * load when the reader comes near.
 */
import { LoadWhenNear } from '../common/LoadWhenNear';
import { lazyPart } from '../common/lazyPart';
import sectionStyles from './commentsSection.module.css';

function Heading({ title }: { title: string }) {
  return (
    <h2 className={sectionStyles.heading} id="comments-heading">
      {title}
    </h2>
  );
}

function Placeholder({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <Heading title={title} />
      <div className={sectionStyles.placeholder} />
    </div>
  );
}

const { Part: CommentSection } = lazyPart(() => import('./CommentSection').then((module) => module.CommentSection));

export function LazyComments({ title, ...props }: { title: string; articleId: number; auditType?: number }) {
  return (
    <section id="comments" className={sectionStyles.section} aria-labelledby="comments-heading" data-testid="comments">
      <LoadWhenNear fallback={<Placeholder title={title} />}>
        <CommentSection {...props} embedded withFailure={<Heading title={title} />} />
      </LoadWhenNear>
    </section>
  );
}
