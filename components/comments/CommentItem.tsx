'use client';
/**
 * One comment as every comment list shows it: author, labels (official, official reply, top, excellent,
 * in review), the text (always as text), pictures, time and place, and the buttons of taking part (like
 * once, reply, delete my own, report others'), with its first replies and a link to all of them.
 */
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Member } from '@/lib/member/memberStore';
import { formatCount } from '@/lib/model/count';
import { appPath } from '@/lib/routing/routes';
import type { Comment, Thread } from '@/lib/schemas/comment';
import type { ReplyTarget } from './CommentComposer';
import { RelativeTime } from '../common/RelativeTime';
import styles from './comments.module.css';

export function Labels({ comment, reply }: { comment: Comment; reply?: boolean }) {
  const t = useTranslations('comments');
  return (
    <>
      {comment.official ? <span className={styles.label}>{reply ? t('officialReply') : t('official')}</span> : null}
      {comment.pinned ? <span className={styles.label}>{t('top')}</span> : null}
      {comment.featured ? <span className={styles.label}>{t('excellent')}</span> : null}
      {comment.status === 0 ? (
        <span className={styles.review} data-testid="in-review">
          {t('inReview')}
        </span>
      ) : null}
    </>
  );
}

/** What a comment's buttons do; undefined where the reader may not (replies to a comment in review). */
export interface Actions {
  member?: Member;
  liked: (id: number) => boolean;
  like: (id: number) => void;
  reply: (target: ReplyTarget) => void;
  remove: (id: number) => void;
  report: (id: number) => void;
}

function CommentButtons({ comment, actions }: { comment: Comment; actions: Actions }) {
  const t = useTranslations('comments');
  const tActions = useTranslations('actions');
  const locale = useLocale();
  const liked = actions.liked(comment.id);
  const mine = Boolean(actions.member && comment.authorId === actions.member.id);
  if (comment.status !== 1)
    return mine ? (
      <button
        type="button"
        className={styles.action}
        onClick={() => actions.remove(comment.id)}
        data-testid="comment-delete"
      >
        {t('delete')}
      </button>
    ) : null;
  return (
    <>
      <button
        type="button"
        className={liked ? styles.actionOn : styles.action}
        aria-pressed={liked}
        onClick={() => actions.like(comment.id)}
        data-testid="comment-like"
      >
        <span aria-hidden>{liked ? '♥' : '♡'}</span>
        {/* named by its words and its visible count together ("点赞 12"), as a screen reader should say it */}
        <span className="visually-hidden">{tActions('like')}</span>
        <span data-testid="comment-like-count">
          {comment.likeCount > 0 ? formatCount(comment.likeCount, locale) : ''}
        </span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => actions.reply({ id: comment.id, name: comment.authorName })}
        data-testid="comment-reply"
      >
        {t('reply')}
      </button>
      {mine ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => actions.remove(comment.id)}
          data-testid="comment-delete"
        >
          {t('delete')}
        </button>
      ) : (
        <button
          type="button"
          className={styles.action}
          onClick={() => actions.report(comment.id)}
          data-testid="comment-report"
        >
          {t('report')}
        </button>
      )}
    </>
  );
}

function Pictures({ pictures }: { pictures: string[] }) {
  if (!pictures.length) return null;
  return (
    <div className={styles.commentPictures}>
      {pictures.map((picture) => (
        <a key={picture} href={picture} target="_blank" rel="noopener noreferrer">
          <img src={picture} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </a>
      ))}
    </div>
  );
}

export function CommentItem({ comment, actions }: { comment: Comment | Thread; actions: Actions }) {
  const t = useTranslations('comments');
  const replies = 'replies' in comment ? comment.replies : undefined;
  return (
    <li className={styles.comment} data-testid="comment" data-comment-id={comment.id}>
      <img
        className={styles.avatar}
        src={comment.avatar || undefined}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        decoding="async"
      />
      <div>
        <div className={styles.name}>
          <span>{comment.authorName}</span>
          <Labels comment={comment} />
        </div>
        <p className={styles.content} data-testid="comment-content">
          {comment.content}
        </p>
        <Pictures pictures={comment.pictures} />
        <div className={styles.meta}>
          {comment.published ? <RelativeTime value={comment.published} /> : null}
          {comment.location ? <span>{comment.location}</span> : null}
          <span className={styles.actions}>
            <CommentButtons comment={comment} actions={actions} />
          </span>
        </div>
        {replies && replies.list.length ? (
          <div className={styles.replies}>
            {replies.list.map((reply) => (
              <div key={reply.id} className={styles.reply} data-testid="reply" data-comment-id={reply.id}>
                <p className={styles.replyText}>
                  <span className={styles.replyName}>{reply.authorName}</span>
                  <Labels comment={reply} reply />
                  {t('replySeparator')}
                  <span data-testid="reply-content">{reply.content}</span>
                </p>
                <Pictures pictures={reply.pictures} />
                <div className={styles.meta}>
                  <span className={styles.actions}>
                    <CommentButtons comment={reply} actions={actions} />
                  </span>
                </div>
              </div>
            ))}
            {replies.hasMore ? (
              <Link className={styles.more} href={appPath('replyAll', { id: comment.id })} data-testid="more-replies">
                {t('moreReplies')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
