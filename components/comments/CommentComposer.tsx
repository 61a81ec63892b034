'use client';
/**
 * The comment box (spec §5): a logged-out reader is asked to log in (请登录后评论) and comes back here
 * afterwards; empty text → 请输入内容; at most 1,000 characters (counted as the reader sees them); up to
 * three pictures, each checked by name, bytes and size before upload; one request per tap. A reply shows
 * whom it answers. What was typed stays when posting fails.
 */
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { uploadCommentImage } from '@/lib/api/participation';
import type { Comment } from '@/lib/schemas/comment';
import { checkCommentImage, COMMENT_IMAGE } from '@/lib/model/commentImage';
import { loginHref } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import { showToast } from '@/lib/ui/toast';
import { useApi } from '../providers/RuntimeContext';
import styles from './comments.module.css';
import { participationProblem, usePostComment, type Problem } from '../participation/useParticipation';
import { useOnline } from '../offline/useOnline';

export const COMMENT_MAX_CHARS = 1000;

const noSubscription = () => () => undefined;

function readDraft(key: string): string {
  try {
    return typeof window === 'undefined' ? '' : (window.sessionStorage.getItem(key) ?? '');
  } catch {
    return '';
  }
}

function writeDraft(key: string, value: string): void {
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage blocked: the draft lives as long as the box
  }
}

export interface ReplyTarget {
  id: number;
  name: string;
}

interface Picture {
  url: string;
  preview: string;
}

export function CommentComposer({
  articleId,
  replyTo: chosen,
  onCancelReply,
  fixedTarget,
  onPosted,
}: {
  articleId: number;
  /** The comment the reader chose to answer (cancellable). */
  replyTo?: ReplyTarget;
  onCancelReply: () => void;
  /** What the box answers when nothing was chosen (replyAll: the comment of the screen). */
  fixedTarget?: ReplyTarget;
  /** Called with the new comment, after the article's lists took it. */
  onPosted?: (comment: Comment) => void;
}) {
  const replyTo = chosen ?? fixedTarget;
  const t = useTranslations('comments');
  const tAll = useTranslations();
  const api = useApi();
  const member = useMember();
  const post = usePostComment(articleId);
  // the draft outlives a failed post, a login on the way and a reload (this tab only)
  const draftKey = `commentDraft:${articleId}`;
  const [text, setTextState] = useState(() => readDraft(draftKey));
  const setText = (value: string) => {
    setTextState(value);
    writeDraft(draftKey, value);
  };
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<Problem | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);
  // offline, the box keeps what is typed and says why it sends nothing
  const online = useOnline();
  // this page, to come back to after login (read from the browser; nothing on the server)
  const here = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname.slice(api.runtime.basePath.length)}${window.location.search}#comments`,
    () => '',
  );

  useEffect(() => {
    if (chosen) box.current?.focus();
  }, [chosen]);

  const say = (key: Problem) => (key.startsWith('actions.') ? tAll(key) : t(key, { max: COMMENT_MAX_CHARS, mb: 5 }));
  const length = Array.from(text).length;

  if (!member)
    return (
      <div className={styles.composer} data-testid="comment-login">
        <p className={styles.loginPrompt}>{t('loginToComment')}</p>
        <Link className={styles.sendButton} href={loginHref(here || undefined)} data-testid="comment-login-link">
          {t('login')}
        </Link>
      </div>
    );

  async function onPick(files: FileList | null) {
    if (!files?.length) return;
    if (!online) return showToast(tAll('offline.unavailable'));
    setProblem(undefined);
    for (const file of Array.from(files)) {
      if (pictures.length >= COMMENT_IMAGE.maxCount) {
        showToast(t('maxImages', { count: COMMENT_IMAGE.maxCount }));
        break;
      }
      const local = await checkCommentImage(file);
      if (local) {
        setProblem(local);
        continue;
      }
      setUploading(true);
      try {
        const answer = await uploadCommentImage(api, file);
        if (!isEmpty(answer))
          setPictures((current) => [...current, { url: answer.url, preview: URL.createObjectURL(file) }]);
      } catch (error) {
        setProblem(participationProblem(error, 'upload'));
      } finally {
        setUploading(false);
      }
    }
  }

  async function onSend() {
    if (post.isPending || uploading) return;
    if (!online) return showToast(tAll('offline.unavailable'));
    const content = text.trim();
    if (!content) return setProblem('empty');
    if (Array.from(content).length > COMMENT_MAX_CHARS) return setProblem('tooLong');
    setProblem(undefined);
    try {
      const comment = await post.mutateAsync({
        content,
        parentId: replyTo?.id,
        pics: pictures.map((picture) => picture.url),
        userId: member?.id,
        userName: member?.nickname,
      });
      setText('');
      setPictures([]);
      onCancelReply();
      onPosted?.(comment);
      showToast(comment.status === 1 ? t('posted') : t('submittedForReview'));
    } catch (error) {
      const found = participationProblem(error, 'comment');
      setProblem(found);
      // an expired login turns this box into the login prompt: say why where it can still be seen
      if (found === 'expired') showToast(t('expired'));
    }
  }

  return (
    <div className={styles.composer} data-testid="comment-composer">
      {replyTo ? (
        <p className={styles.replyingTo} data-testid="replying-to">
          {t('replyTo', { name: replyTo.name })}
          {chosen ? (
            <button type="button" className={styles.linkButton} onClick={onCancelReply}>
              {t('cancelReply')}
            </button>
          ) : null}
        </p>
      ) : null}
      <textarea
        ref={box}
        className={styles.textarea}
        name="comment"
        rows={3}
        placeholder={t('write')}
        aria-label={replyTo ? t('replyTo', { name: replyTo.name }) : t('write')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="comment-input"
      />
      {pictures.length ? (
        <ul className={styles.pictures}>
          {pictures.map((picture) => (
            <li key={picture.url}>
              <img src={picture.preview} alt="" width={64} height={64} />
              <button
                type="button"
                aria-label={t('removeImage')}
                onClick={() => setPictures((current) => current.filter((item) => item.url !== picture.url))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {online ? null : (
        <p className={styles.replyingTo} data-testid="comment-offline">
          {tAll('offline.unavailable')}
        </p>
      )}
      <div className={styles.composerBar}>
        <label className={styles.pictureButton}>
          <input
            type="file"
            accept=".jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp"
            multiple
            hidden
            disabled={uploading || pictures.length >= COMMENT_IMAGE.maxCount}
            onChange={(event) => {
              void onPick(event.target.files);
              event.target.value = '';
            }}
            data-testid="comment-picture"
          />
          {uploading ? t('uploading') : t('addImage')}
        </label>
        <span className={length > COMMENT_MAX_CHARS ? styles.counterOver : styles.counter}>
          {t('counter', { count: length, max: COMMENT_MAX_CHARS })}
        </span>
        <button
          type="button"
          className={styles.sendButton}
          disabled={post.isPending || uploading}
          onClick={() => void onSend()}
          data-testid="comment-send"
        >
          {post.isPending ? t('sending') : t('send')}
        </button>
      </div>
      <p className={styles.problem} role="alert" data-testid="comment-problem">
        {problem ? say(problem) : ''}
      </p>
    </div>
  );
}
