/** Demo ads: one under every article, one in the home feed, one in the local column, one expired (never served). */
import type { Queryable } from '../db';
import { pictureFile } from './images';

const MEDIA = '{media}';

export async function seedAds(tx: Queryable, options: { siteId: number; now: Date }): Promise<void> {
  const day = 86_400_000;
  const ads = [
    {
      position: 'article',
      column: null,
      title: '澜海数字报：每天清晨，完整呈现当天每一个版面',
      artwork: 23,
      link: '{web}/productDetail.html?id=2',
      index: 0,
    },
    {
      position: 'column',
      column: 1,
      title: '2026澜海马拉松 报名通道开启',
      artwork: 41,
      link: '{media}/h5/expo.html',
      index: 5,
    },
    { position: 'column', column: 2, title: '澜海城事 · 便民服务一点通', artwork: 12, link: '', index: 3 },
    { position: 'article', column: null, title: '已过期的广告', artwork: 5, link: '', index: 0, expired: true },
  ];
  for (const [k, ad] of ads.entries())
    await tx.query(
      `INSERT INTO ads (id, site_id, position, column_id, title, pic, width, height, link_url, feed_index, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, 640, 360, $7, $8, $9, $10)`,
      [
        k + 1,
        options.siteId,
        ad.position,
        ad.column,
        ad.title,
        `${MEDIA}/${pictureFile(ad.artwork, 'middle')}`,
        ad.link,
        ad.index,
        new Date(options.now.getTime() - 30 * day),
        new Date(options.now.getTime() + (ad.expired ? -day : 365 * day)),
      ],
    );
}
