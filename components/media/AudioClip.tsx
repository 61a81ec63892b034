/** A voice message or other audio (a question's, a tip-off's): its title and length over the browser's own player. */
import { formatDuration } from '@/lib/model/duration';
import styles from './media.module.css';

export function AudioClip({ audio }: { audio: { url: string; title: string; duration: number } }) {
  return (
    <figure className={styles.audio} data-testid="audio-clip">
      <figcaption>
        {audio.title}
        {audio.duration ? ` · ${formatDuration(audio.duration)}` : ''}
      </figcaption>
      <audio src={audio.url} controls preload="none" aria-label={audio.title} />
    </figure>
  );
}
