'use client';
/**
 * A short video's full-screen stage: the player fills the phone's screen (hls.js where the browser lacks
 * HLS), and beside it the like button and the counts. The first play and a like are the mvod event
 * (counted once per reader on the platform); the counts shown then are the platform's.
 */
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { isEmpty } from '@/lib/api/answer';
import { recordShortVideoEvent, SHORT_VIDEO_EVENTS } from '@/lib/api/shortVideos';
import { fillSlots } from '@/lib/i18n/browserFill';
import { formatCount } from '@/lib/model/count';
import type { ShortVideo, ShortVideoFile } from '@/lib/schemas/shortVideo';
import { VideoPlayer } from '../media/VideoPlayer';
import { useApi } from '../providers/RuntimeContext';
import styles from './shortVideo.module.css';

export interface ShortVideoStageTexts {
  /** The player's name for assistive technology (the video's title). */
  label: string;
  like: string;
  liked: string;
  /** A second like from the same reader. */
  repeatedLike: string;
  /** With the {count} of plays. */
  plays: string;
  failed: string;
}

export function ShortVideoStage({
  video,
  file,
  texts,
}: {
  video: ShortVideo;
  file: ShortVideoFile;
  texts: ShortVideoStageTexts;
}) {
  const api = useApi();
  const locale = useLocale();
  const [counts, setCounts] = useState({ plays: video.playCount, praises: video.praiseCount });
  const [liked, setLiked] = useState(false);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState('');

  const record = async (eventType: (typeof SHORT_VIDEO_EVENTS)[keyof typeof SHORT_VIDEO_EVENTS]) => {
    const answer = await recordShortVideoEvent(api, video.id, eventType);
    if (isEmpty(answer)) throw new Error('gone');
    setCounts({ plays: answer.playCount, praises: answer.praiseCount });
    return answer.counted;
  };

  const like = () => {
    if (liked || pending) return;
    setPending(true);
    setNotice('');
    record(SHORT_VIDEO_EVENTS.praise)
      .then(
        (counted) => {
          setLiked(true);
          if (!counted) setNotice(texts.repeatedLike);
        },
        () => setNotice(texts.failed),
      )
      .finally(() => setPending(false));
  };

  return (
    <>
      <VideoPlayer
        src={file.url}
        poster={file.cover || video.cover}
        width={file.width || 720}
        height={file.height || 1280}
        duration={file.duration || video.duration}
        label={texts.label}
        fill
        onFirstPlay={() => void record(SHORT_VIDEO_EVENTS.play).catch(() => undefined)}
      />
      <div className={styles.rail}>
        <button
          type="button"
          className={styles.like}
          aria-pressed={liked}
          disabled={pending}
          onClick={like}
          data-testid="short-video-like"
        >
          <span aria-hidden="true" className={styles.heart} />
          <span>{liked ? texts.liked : texts.like}</span>
          <span data-testid="short-video-praises" data-count={counts.praises}>
            {formatCount(counts.praises, locale)}
          </span>
        </button>
        <span className={styles.plays} data-testid="short-video-plays" data-count={counts.plays}>
          {fillSlots(texts.plays, { count: formatCount(counts.plays, locale) })}
        </span>
      </div>
      <p className={styles.notice} role="status" data-testid="short-video-notice">
        {notice}
      </p>
    </>
  );
}
