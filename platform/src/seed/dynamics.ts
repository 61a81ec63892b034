/**
 * Demo dynamics (动态) of an account or a reporter: texts with one picture, three, none, or (the third) a
 * video; and the entry articles that lead readers to the community screens.
 */
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
    lang = 'zh',
  }: {
    siteId: number;
    owner: 'xy' | 'reporter';
    ownerId: number;
    texts: string[];
    now: Date;
    random: Random;
    picture: (artwork: number) => Pictures;
    video: DemoVideo;
    /** The language the texts are in. */
    lang?: 'zh' | 'en';
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
      `INSERT INTO dynamics (site_id, owner_kind, owner_id, content, pics, videos, publish_time, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        siteId,
        owner,
        ownerId,
        content,
        JSON.stringify(videos.length ? [] : pics),
        JSON.stringify(videos),
        new Date(now.getTime() - (index * 9 + 2) * HOUR),
        lang,
      ],
    );
  }
}

/** An article an editor places in a column to lead to another screen: [id, column, title, routerUrl, lang, artwork]. */
export type EntryArticle = [number, number, string, string, 'zh' | 'en', number];

/** Inserts entry articles, published days ago (below the columns' newest stories), leading by routerUrl. */
export async function insertEntryArticles(
  tx: Queryable,
  { siteId, now, picture }: { siteId: number; now: Date; picture: (artwork: number) => Pictures },
  entries: EntryArticle[],
): Promise<void> {
  for (const [id, column, title, routerUrl, lang, artwork] of entries) {
    const pics = picture(artwork);
    await tx.query(
      `INSERT INTO articles (id, site_id, column_id, title, publish_time, abstract, lang, pic_small, pic_middle, pic_big, extra)
       VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $9, $10)`,
      [
        id,
        siteId,
        column,
        title,
        new Date(now.getTime() - (30 + (id % 10) * 7) * HOUR),
        lang,
        pics.pic_small,
        pics.pic_middle,
        pics.pic_big,
        JSON.stringify({ picType: 1, routerUrl }),
      ],
    );
  }
}
