'use client';
/**
 * videoDetail's player: HLS where the browser plays it itself (Safari, most phones), hls.js otherwise,
 * imported only here and only when needed. The poster is server HTML with its size (no layout shift).
 * Readers who only read the text do not pay for the video:
 *   - when the platform gives the video's length, it is shown over the poster and nothing of the video is
 *     fetched until the reader plays (hls.js reads the playlist only; a browser's own HLS is told
 *     preload="none": Chromium's ignores "metadata" and buffers about ten seconds ahead);
 *   - otherwise (lives, replays) the player fetches what it needs to show the length: the first fragment
 *     with hls.js, whatever preload="metadata" makes the browser's own HLS fetch.
 * Until the reader plays, the poster carries one play button of ours and no browser controls: Chromium's
 * controls show their loading ring over the poster for a second or two after the source is set, and a
 * "0:00" timeline, though nothing is loading. The tap that plays brings the browser's controls. A tap
 * before the player is ready (hls.js still loading) plays as soon as it is.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatDuration, isoDuration } from '@/lib/model/duration';
import styles from './media.module.css';

/**
 * Plays the video. The browser may refuse (sound without a gesture, a source it cannot play): the
 * controls, shown from the reader's tap on, then let the reader try again.
 */
function play(element: HTMLVideoElement | null) {
  element?.play().catch(() => undefined);
}

/** hls.js buffer goals in seconds ahead: one fragment before play (hls.js always takes a whole one). */
const BEFORE_PLAY = { maxBufferLength: 1, maxMaxBufferLength: 1 };
/** Once playing: half a minute ahead, at any bitrate (hls.js would otherwise size it from maxBufferSize). */
const WHILE_PLAYING = { maxBufferLength: 30, maxMaxBufferLength: 30 };

export function VideoPlayer({
  src,
  poster,
  width,
  height,
  label,
  duration = 0,
  fill = false,
  onFirstPlay,
}: {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
  /** The video's length in seconds, from the platform (0: not known). */
  duration?: number;
  /** Fills its box (a short video's full-screen stage), the video letterboxed inside; else 16:9. */
  fill?: boolean;
  /** Called once, when the video first plays (a short video counts its plays). */
  onFirstPlay?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [engine, setEngine] = useState<'native' | 'hls.js' | 'none' | 'pending'>('pending');
  const [started, setStarted] = useState(false);
  const playedOnce = useRef(false);
  /** The reader tapped play before the player was ready. */
  const [wanted, setWanted] = useState(false);
  const known = duration > 0;
  const t = useTranslations('card');

  useEffect(() => {
    if (wanted && engine !== 'pending') play(video.current);
  }, [wanted, engine]);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    if (!/\.m3u8(\?|$)/i.test(src) || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      setEngine('native');
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        element.src = src;
        setEngine('none');
        return;
      }
      // Until the reader plays, nothing when the length is known; else what preload="metadata" asks for:
      // the first fragment (size, duration, first frame), no more. hls.js's own goal is 60 MB of buffer or
      // 600 s, whichever comes first.
      const hls = new Hls({ ...BEFORE_PLAY, autoStartLoad: !known });
      const playing = () => {
        Object.assign(hls.config, WHILE_PLAYING);
        if (known) hls.startLoad();
      };
      element.addEventListener('play', playing, { once: true });
      hls.loadSource(src);
      hls.attachMedia(element);
      destroy = () => {
        element.removeEventListener('play', playing);
        hls.destroy();
      };
      setEngine('hls.js');
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [src, known]);

  return (
    <div className={fill ? styles.fillBox : styles.playerBox}>
      <video
        ref={video}
        // an upright video on a screen-filling stage fills it, as a phone's own player does; a wide one is
        // shown whole
        className={fill ? (height > width ? styles.coverPlayer : styles.fillPlayer) : styles.player}
        poster={poster}
        controls={started}
        playsInline
        preload={known ? 'none' : 'metadata'}
        width={width}
        height={height}
        aria-label={label}
        data-engine={engine}
        data-testid="video-player"
        onPlay={() => {
          if (!playedOnce.current) onFirstPlay?.();
          playedOnce.current = true;
          setStarted(true);
        }}
      />
      {started ? null : (
        <button
          type="button"
          className={styles.play}
          aria-label={t('play', { title: label })}
          data-testid="video-play"
          onClick={() => {
            setStarted(true);
            if (engine === 'pending') setWanted(true);
            else play(video.current);
          }}
        />
      )}
      {known && !started ? (
        <time className={styles.duration} dateTime={isoDuration(duration)} data-testid="video-duration">
          {formatDuration(duration)}
        </time>
      ) : null}
    </div>
  );
}
