/**
 * What a reader attached to a question, a tip-off or a submission: pictures (one wide, more in a grid of
 * three), videos in the site's player, audios in the browser's. Rendered on the server.
 */
import { VideoPlayer } from '@/components/media/VideoPlayer';
import feed from '../dynamics/dynamics.module.css';
import { AudioClip } from './AudioClip';

export interface AttachmentLists {
  pics: string[];
  videos: { url: string; poster: string; duration: number }[];
  audios: { url: string; title: string; duration: number }[];
}

export function Pictures({ urls, testId }: { urls: string[]; testId: string }) {
  if (!urls.length) return null;
  return (
    <div className={urls.length === 1 ? feed.onePicture : feed.pictures} data-testid={testId}>
      {urls.map((url) => (
        <img key={url} src={url} alt="" width={640} height={360} loading="lazy" decoding="async" />
      ))}
    </div>
  );
}

export function Attachments({
  attached,
  videoLabel,
  testId,
}: {
  attached: AttachmentLists;
  videoLabel: string;
  testId: string;
}) {
  return (
    <>
      <Pictures urls={attached.pics} testId={`${testId}-pics`} />
      {attached.videos.map((video) => (
        <VideoPlayer
          key={video.url}
          src={video.url}
          poster={video.poster}
          width={640}
          height={360}
          duration={video.duration}
          label={videoLabel}
        />
      ))}
      {attached.audios.map((audio) => (
        <AudioClip key={audio.url} audio={audio} />
      ))}
    </>
  );
}
