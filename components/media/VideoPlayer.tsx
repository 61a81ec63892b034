'use client';
/**
 * videoDetail's player: HLS where the browser plays it itself (Safari, most phones), hls.js otherwise,
 * imported only here and only when needed. The poster is server HTML with its size (no layout shift).
 */
import { useEffect, useRef, useState } from 'react';
import styles from './media.module.css';

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
      const hls = new Hls({ maxBufferLength: 10 });
      hls.loadSource(src);
      hls.attachMedia(element);
      destroy = () => hls.destroy();
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
