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
      {comment.isOfficial ? <span className={styles.label}>{reply ? t('officialReply') : t('official')}</span> : null}
      {comment.isTop ? <span className={styles.label}>{t('top')}</span> : null}
      {comment.isExcellent ? <span className={styles.label}>{t('excellent')}</span> : null}
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
  const mine = Boolean(actions.member && comment.userID === actions.member.userid);
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
          {comment.countPraise > 0 ? formatCount(comment.countPraise, locale) : ''}
        </span>
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={() => actions.reply({ id: comment.id, name: comment.userName })}
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

function Pictures({ pics }: { pics: string[] }) {
  if (!pics.length) return null;
  return (
    <div className={styles.commentPictures}>
      {pics.map((pic) => (
        <a key={pic} href={pic} target="_blank" rel="noopener noreferrer">
          <img src={pic} alt="" width={96} height={96} loading="lazy" decoding="async" />
        </a>
      ))}
    </div>
  );
}

export function CommentItem({ comment, actions }: { comment: Comment | Thread; actions: Actions }) {
  const t = useTranslations('comments');
  const replies = 'topDiscuss' in comment ? comment.topDiscuss : undefined;
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
          <span>{comment.userName}</span>
          <Labels comment={comment} />
        </div>
        <p className={styles.content} data-testid="comment-content">
          {comment.content}
        </p>
        <Pictures pics={comment.pics} />
        <div className={styles.meta}>
          {comment.createTime ? <RelativeTime value={comment.createTime} /> : null}
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
                  <span className={styles.replyName}>{reply.userName}</span>
                  <Labels comment={reply} reply />
                  {t('replySeparator')}
                  <span data-testid="reply-content">{reply.content}</span>
                </p>
                <Pictures pics={reply.pics} />
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
