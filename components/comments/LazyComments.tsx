'use client';
/**
 * The comments as articles include them: the section (the #comments anchor, the heading, reserved room)
 * is rendered at once, its heading's text given by the server; its content and code (lists, box, likes)
 * load when the reader comes near. Offline (a kept copy read without a network) the section says it
 * cannot load them, and loads them when the connection comes back.
 */
import { useTranslations } from 'next-intl';
import { LoadWhenNear } from '../common/LoadWhenNear';
import { lazyPart } from '../common/lazyPart';
import { useOnline } from '../offline/useOnline';
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
  const online = useOnline();
  const t = useTranslations('offline');
  return (
    <section id="comments" className={sectionStyles.section} aria-labelledby="comments-heading" data-testid="comments">
      {online ? (
        <LoadWhenNear fallback={<Placeholder title={title} />}>
          <CommentSection {...props} embedded withFailure={<Heading title={title} />} />
        </LoadWhenNear>
      ) : (
        <>
          <Heading title={title} />
          <p data-testid="comments-offline">{t('commentsOffline')}</p>
        </>
      )}
    </section>
  );
}
