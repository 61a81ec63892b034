'use client';
/**
 * videoDetail's player: HLS where the browser plays it itself (Safari, most phones), hls.js otherwise,
 * imported only here and only when needed. The poster is server HTML with its size (no layout shift).
 * Nothing beyond the first fragment is fetched until the reader plays: readers who only read the text do not
 * pay for the video.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

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
}: {
  src: string;
  poster: string;
  width: number;
  height: number;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [engine, setEngine] = useState<'native' | 'hls.js' | 'none' | 'pending'>('pending');

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
      // Until the reader plays, fetch what preload="metadata" asks for: the first fragment (size, duration,
      // first frame), no more. hls.js's own goal is 60 MB of buffer or 600 s, whichever comes first.
      const hls = new Hls(BEFORE_PLAY);
      const playing = () => Object.assign(hls.config, WHILE_PLAYING);
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
  }, [src]);

  return (
    <video
      ref={video}
      className={styles.player}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      width={width}
      height={height}
      aria-label={label}
      data-engine={engine}
      data-testid="video-player"
    />
  );
}
