/**
 * The loader of mvodShare and minVideoDetail: the video with its file, category, share info, the service's
 * config and common info, and the related videos (the newest of node "pub", without this one). Undefined
 * when the video or its file does not exist (→ 404); a secondary part that fails is left out.
 */
import { answerOrNothing, isEmpty, listOrNothing } from '../api/answer';
import { serverApi } from '../api/server';
import {
  fetchShortVideo,
  fetchShortVideoAttach,
  fetchShortVideoCategory,
  fetchShortVideoCommon,
  fetchShortVideoConfig,
  fetchShortVideos,
  fetchShortVideoShare,
  RELATED_SHORT_VIDEOS,
} from '../api/shortVideos';
import type {
  ShortVideo,
  ShortVideoCommon,
  ShortVideoConfig,
  ShortVideoFile,
  ShortVideoShare,
} from '../schemas/shortVideo';

export interface ShortVideoData {
  video: ShortVideo;
  file: ShortVideoFile;
  category: string;
  share: ShortVideoShare | undefined;
  config: ShortVideoConfig | undefined;
  common: ShortVideoCommon | undefined;
  related: ShortVideo[];
}

export async function loadShortVideo(id: number): Promise<ShortVideoData | undefined> {
  const client = serverApi();
  const [video, attach, share, config, common, related] = await Promise.all([
    fetchShortVideo(client, id),
    fetchShortVideoAttach(client, id),
    answerOrNothing(fetchShortVideoShare(client, id)),
    answerOrNothing(fetchShortVideoConfig(client)),
    answerOrNothing(fetchShortVideoCommon(client)),
    listOrNothing(fetchShortVideos(client, RELATED_SHORT_VIDEOS)),
  ]);
  const file = isEmpty(attach) ? undefined : attach.list.find((item) => item.type === 'video');
  if (isEmpty(video) || !file) return undefined;
  const category = await answerOrNothing(fetchShortVideoCategory(client, video.categoryId));
  return {
    video,
    file,
    category: category?.name ?? '',
    share,
    config,
    common,
    related: config?.showRelated === false ? [] : related.filter((item) => item.id !== id),
  };
}
