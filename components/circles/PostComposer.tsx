'use client';
/**
 * Posting in a circle (members): the text and up to 9 pictures, each checked here by its bytes and size,
 * then sent along the media asset service's path (an upload token, the multipart upload, upload-done)
 * before the post names them. One composition carries one request id, so a double tap or a retry is
 * stored once. The new post opens once stored. Guests get the way to log in and back.
 */
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useSyncExternalStore } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { newRequestId } from '@/lib/api/requestId';
import { createPost, fetchUploadToken, markUploadDone, uploadPicture } from '@/lib/api/circles';
import { ApiError } from '@/lib/api/errors';
import { fillSlots } from '@/lib/i18n/browserFill';
import { loginHref } from '@/lib/member/loginPaths';
import { useMember } from '@/lib/member/memberStore';
import { checkPostPicture, POST_MAX_CHARS, POST_PICTURE } from '@/lib/model/postPicture';
import { appPath } from '@/lib/routing/routes';
import { useApi } from '../providers/RuntimeContext';
import { withQueries } from '../providers/queries';
import styles from './circles.module.css';

export interface PostComposerTexts {
  title: string;
  label: string;
  addPicture: string;
  removePicture: string;
  submit: string;
  posting: string;
  uploading: string;
  loginPrompt: string;
  login: string;
  problems: Record<Problem, string>;
}

export type Problem =
  'empty' | 'tooLong' | 'imageType' | 'imageTooLarge' | 'tooMany' | 'expired' | 'closed' | 'uploadFailed' | 'failed';

interface Picture {
  id: number;
  preview: string;
}

const noSubscription = () => () => undefined;

/** What a refused call means for the reader. */
function problemOf(error: unknown, fallback: Problem): Problem {
  if (!(error instanceof ApiError) || error.kind !== 'status') return fallback;
  if (error.status === 415) return 'imageType';
  if (error.status === 413) return 'imageTooLarge';
  if (error.status === 401 || error.status === 10102) return 'expired';
  if (error.status === 403) return 'closed';
  return fallback;
}

export const PostComposer = withQueries(function PostComposer({
  circleId,
  texts,
}: {
  circleId: number;
  texts: PostComposerTexts;
}) {
  const api = useApi();
  const queries = useQueryClient();
  const router = useRouter();
  const member = useMember();
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const requestId = useRef(newRequestId());
  const uploadToken = useRef<{ token: string; until: number }>(undefined);
  const here = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname.slice(api.runtime.basePath.length)}${window.location.search}`,
    () => '',
  );

  if (!member)
    return (
      <section className={styles.composer} aria-label={texts.title} data-testid="post-login">
        <p>{texts.loginPrompt}</p>
        <Link className={styles.button} href={loginHref(here || undefined)}>
          {texts.login}
        </Link>
      </section>
    );

  async function token(): Promise<string> {
    const known = uploadToken.current;
    if (known && known.until > Date.now()) return known.token;
    const answer = await fetchUploadToken(api);
    if (isEmpty(answer)) throw new Error('no upload token');
    // renewed a minute before the platform's end of it
    uploadToken.current = { token: answer.token, until: Date.now() + (answer.expiresIn - 60) * 1000 };
    return answer.token;
  }

  async function onPick(input: HTMLInputElement) {
    const files = Array.from(input.files ?? []);
    input.value = '';
    setProblem(undefined);
    let room = POST_PICTURE.maxCount - pictures.length - uploading;
    for (const file of files) {
      if (room <= 0) {
        setProblem('tooMany');
        break;
      }
      const local = await checkPostPicture(file);
      if (local) {
        setProblem(local);
        continue;
      }
      room--;
      setUploading((count) => count + 1);
      try {
        const key = await token();
        const uploaded = await uploadPicture(api, key, file);
        if (isEmpty(uploaded)) throw new Error('no upload');
        await markUploadDone(api, key, uploaded.id);
        setPictures((current) => [...current, { id: uploaded.id, preview: URL.createObjectURL(file) }]);
      } catch (error) {
        setProblem(problemOf(error, 'uploadFailed'));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  async function onSubmit() {
    if (sending || uploading) return;
    const content = text.trim();
    if (!content) return setProblem('empty');
    if (Array.from(content).length > POST_MAX_CHARS) return setProblem('tooLong');
    setProblem(undefined);
    setSending(true);
    try {
      const created = await createPost(api, {
        circleId,
        content,
        pics: pictures.map((picture) => picture.id),
        requestId: requestId.current,
      });
      if (isEmpty(created)) throw new Error('not stored');
      requestId.current = newRequestId();
      setText('');
      setPictures([]);
      // the circle's lists this page holds are out of date: the next look starts from the server's page
      queries.removeQueries({ queryKey: ['circle-posts', circleId] });
      router.push(appPath('postDetail', { id: created.id }));
    } catch (error) {
      setProblem(problemOf(error, 'failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.composer} aria-labelledby="post-composer-title" data-testid="post-composer">
      <h2 id="post-composer-title">{texts.title}</h2>
      <textarea
        className={styles.textarea}
        rows={3}
        aria-label={texts.label}
        placeholder={texts.label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="post-input"
      />
      {pictures.length ? (
        <ul className={styles.previews}>
          {pictures.map((picture) => (
            <li key={picture.id} data-testid="post-picture">
              <img src={picture.preview} alt="" width={64} height={64} />
              <button
                type="button"
                aria-label={texts.removePicture}
                onClick={() => setPictures((current) => current.filter((item) => item.id !== picture.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.composerRow}>
        <label className={styles.pick}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/bmp"
            multiple
            onChange={(event) => void onPick(event.currentTarget)}
            data-testid="post-file"
          />
          {texts.addPicture}
        </label>
        <span className={styles.status} role="status">
          {uploading ? texts.uploading : ''}
        </span>
        <button
          type="button"
          className={styles.button}
          disabled={sending || uploading > 0}
          onClick={() => void onSubmit()}
          data-testid="post-submit"
        >
          {sending ? texts.posting : texts.submit}
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="post-problem">
          {fillSlots(texts.problems[problem], { max: POST_MAX_CHARS, count: POST_PICTURE.maxCount })}
        </p>
      ) : null}
    </section>
  );
});
