/** Demo dynamics (动态) of an account or a reporter: texts with one picture, three, none, or (the third) a video. */
import type { Queryable } from '../db';
import { intBetween, type Random } from './random';

export type Pictures = { pic_small: string; pic_middle: string; pic_big: string };
export type DemoVideo = { url: string; poster: string; duration: number };

const HOUR = 3_600_000;

export async function insertDynamics(
  tx: Queryable,
  {
    siteId,
    owner,
    ownerId,
    texts,
    now,
    random,
    picture,
    video,
  }: {
    siteId: number;
    owner: 'xy' | 'reporter';
    ownerId: number;
    texts: string[];
    now: Date;
    random: Random;
    picture: (artwork: number) => Pictures;
    video: DemoVideo;
  },
): Promise<void> {
  for (const [index, content] of texts.entries()) {
    const artwork = intBetween(random, 0, 59);
    const count = index % 4 === 1 ? 3 : index % 4 === 3 ? 0 : 1;
    const pics = Array.from({ length: count }, (_, k) => ({
      url: picture(artwork + k).pic_middle,
      width: 640,
      height: 360,
    }));
    const videos = index === 2 ? [video] : [];
    await tx.query(
      `INSERT INTO dynamics (site_id, owner_kind, owner_id, content, pics, videos, publish_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        siteId,
        owner,
        ownerId,
        content,
        JSON.stringify(videos.length ? [] : pics),
        JSON.stringify(videos),
        new Date(now.getTime() - (index * 9 + 2) * HOUR),
      ],
    );
  }
}
