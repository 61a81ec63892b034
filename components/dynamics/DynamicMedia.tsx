'use client';
/** A dynamic's pictures (one wide, more in a grid of three) or its video, in the site's player. */
import type { Dynamic } from '@/lib/schemas/dynamic';
import { VideoPlayer } from '../media/VideoPlayer';
import styles from './dynamics.module.css';

export function DynamicMedia({ dynamic, videoLabel }: { dynamic: Dynamic; videoLabel: string }) {
  const video = dynamic.videos[0];
  if (video)
    return (
      <VideoPlayer
        src={video.url}
        poster={video.poster}
        width={640}
        height={360}
        duration={video.duration}
        label={videoLabel}
      />
    );
  if (!dynamic.pictures.length) return null;
  return (
    <div className={dynamic.pictures.length === 1 ? styles.onePicture : styles.pictures}>
      {dynamic.pictures.map((pic) => (
        <img
          key={pic.url}
          src={pic.url}
          alt=""
          width={pic.width || 640}
          height={pic.height || 360}
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
