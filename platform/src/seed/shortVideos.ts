/**
 * Demo short videos (短视频, {mvod}): two categories published to every client ("pub"), four Chinese and
 * two English videos playing the demo's upright 8-second HLS clip (a sunrise over the bay, 360×640) with
 * their own covers, one withdrawn; and the articles
 * that lead to them from 文化 and the English Culture column.
 */
import type { Queryable } from '../db';
import { insertEntryArticles, type Pictures } from './dynamics';

export const DEMO_SHORT_VIDEOS = {
  /** 城市 category, the newest Chinese video (reached from 文化). */
  newest: 7001,
  english: 7101,
  /** Withdrawn (status 0): 404 everywhere, in no list. */
  withdrawn: 7009,
  city: 1,
  englishCategory: 2,
} as const;

const HOUR = 3_600_000;
/** The short videos' clip: upright, as a phone films them (platform/media/hls/short). */
const SHORT_CLIP = { url: '{media}/hls/short/index.m3u8', width: 360, height: 640, duration: 8 };

export async function seedShortVideos(
  tx: Queryable,
  {
    siteId,
    now,
    picture,
    avatar,
  }: {
    siteId: number;
    now: Date;
    picture: (artwork: number) => Pictures;
    avatar: (seed: number) => string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO mvod_categories (id, site_id, name, node_code) VALUES ($1, $2, '城市', 'pub'), ($3, $2, 'City life', 'pub')`,
    [DEMO_SHORT_VIDEOS.city, siteId, DEMO_SHORT_VIDEOS.englishCategory],
  );
  // [id, category, title, description, author, artwork, hours ago, status, lang]
  const videos: [number, number, string, string, string, number, number, number, 'zh' | 'en'][] = [
    [7001, 1, '澜海晨光', '清晨的滨江步道，跑步的人、早点摊和第一班渡轮。', '澜海视频', 5, 2, 1, 'zh'],
    [7002, 1, '骑楼老街的手艺人', '骑楼下的裁缝铺、修表摊，守着老手艺的人。', '澜海视频', 17, 5, 1, 'zh'],
    [7003, 1, '夜市烟火气', '晚上九点的夜市，排队最长的是哪一家？', '城事记者 周航', 25, 9, 1, 'zh'],
    [7004, 1, '渡轮上的日落', '从青屿码头出发，十五分钟的海上日落。', '澜海视频', 35, 20, 1, 'zh'],
    [7009, 1, '已撤回的视频', '这条视频已撤回。', '澜海视频', 36, 1, 0, 'zh'],
    [
      7101,
      2,
      'Lanhai at dawn',
      'The riverside path at six: runners, breakfast stalls and the first ferry.',
      'Lanhai Video',
      10,
      3,
      1,
      'en',
    ],
    [
      7102,
      2,
      'Sunset from the ferry',
      'Fifteen minutes across the bay from Qingyu pier.',
      'Lanhai Video',
      40,
      12,
      1,
      'en',
    ],
  ];
  for (const [index, [id, category, title, description, author, artwork, hours, status, lang]] of videos.entries())
    await tx.query(
      `INSERT INTO mvod_videos (id, site_id, category_id, title, description, author, avatar, cover, url, width, height,
         duration, publish_time, status, lang, play_count, praise_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $16, $17, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        siteId,
        category,
        title,
        description,
        author,
        avatar(index + 3),
        picture(artwork).pic_big,
        SHORT_CLIP.url,
        SHORT_CLIP.duration,
        new Date(now.getTime() - hours * HOUR),
        status,
        lang,
        1200 + index * 317,
        80 + index * 23,
        SHORT_CLIP.width,
        SHORT_CLIP.height,
      ],
    );

  await insertEntryArticles(tx, { siteId, now, picture }, [
    [19010, 51, '短视频｜澜海晨光', `/minVideoDetail/${DEMO_SHORT_VIDEOS.newest}.html`, 'zh', 5],
    [19011, 103, 'Short video: Lanhai at dawn', `/mvodShare/${DEMO_SHORT_VIDEOS.english}.html`, 'en', 10],
  ]);
}
