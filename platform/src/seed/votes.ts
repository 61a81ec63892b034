/**
 * Demo voting activities (times relative to the seeding): one running, where members vote three times a
 * day and once a day per option, and one ended with its results. Options carry pictures, counts and views.
 * An article of the city column leads to the running one (its routerUrl: seed.ts).
 */
import type { Queryable } from '../db';
import type { VoteRule } from '../repo/votes';
import { pictureFile } from './images';

const MEDIA = '{media}';
const DAY = 24 * 3_600_000;

export const DEMO_VOTES = { running: 30001, ended: 30002 } as const;
/** The running vote of the second (signed) demo site: its calls need the auth signature. */
export const SECURE_VOTE = 30003;

export interface DemoVote {
  id: number;
  title: string;
  description: string;
  /** begin and end, ms from the seeding time */
  times: [number, number];
  rule: VoteRule;
  themes: { title: string; options: string[] }[];
  artwork: number;
}

const VOTES: DemoVote[] = [
  {
    id: DEMO_VOTES.running,
    title: '澜海最美街巷评选',
    description: '寻找澜海最有味道的街巷。每位会员每天可投3票，同一条街巷每天限投1票。',
    times: [-3 * DAY, 7 * DAY],
    rule: { login: true, total: 0, perDay: 3, perOptionPerDay: 1 },
    themes: [
      { title: '老城区', options: ['青石板巷', '渔港老街', '钟楼后街', '书院弄'] },
      { title: '新城区', options: ['望潮步行街', '滨江里', '科创大道', '梧桐巷'] },
    ],
    artwork: 9,
  },
  {
    id: DEMO_VOTES.ended,
    title: '澜海年度十大新闻评选',
    description: '感谢每一位参与投票的读者，评选结果已揭晓。',
    times: [-30 * DAY, -10 * DAY],
    rule: { login: false, total: 10, perDay: 10, perOptionPerDay: 1 },
    themes: [
      {
        title: '年度新闻',
        options: [
          '地铁5号线贯通',
          '博物馆新馆开馆',
          '澜海马拉松',
          '台风“海燕”过境',
          '港口吞吐量创新高',
          '社区食堂全覆盖',
        ],
      },
    ],
    artwork: 15,
  },
];

/** A running vote that any device may vote in (one a day per option), for the signed site. */
export const SECURE_VOTES: DemoVote[] = [
  {
    id: SECURE_VOTE,
    title: '澜海最美书店评选',
    description: '为你心中最美的书店投上一票。每台设备每天可投3票，同一家书店每天限投1票。',
    times: [-2 * DAY, 5 * DAY],
    rule: { login: false, total: 0, perDay: 3, perOptionPerDay: 1 },
    themes: [{ title: '书店', options: ['海风书屋', '钟楼旧书店', '滨江阅读空间', '梧桐书房'] }],
    artwork: 21,
  },
];

export async function seedVotes(
  tx: Queryable,
  { siteId, now, votes = VOTES }: { siteId: number; now: Date; votes?: DemoVote[] },
): Promise<void> {
  // theme and option ids go on from the ones already stored (the first vote's options are 1, 2, …)
  const [next] = await tx.query<{ theme: number; option: number }>(
    `SELECT (SELECT coalesce(max(id), 0) + 1 FROM vote_themes)::int AS theme,
            (SELECT coalesce(max(id), 0) + 1 FROM vote_options)::int AS option`,
  );
  let themeId = next!.theme;
  let optionId = next!.option;
  for (const vote of votes) {
    const [begin, end] = vote.times.map((offset) => new Date(now.getTime() + offset));
    await tx.query(
      `INSERT INTO votes (id, site_id, title, description, head_image, begin_time, end_time, rule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        vote.id,
        siteId,
        vote.title,
        vote.description,
        `${MEDIA}/${pictureFile(vote.artwork, 'big')}`,
        begin,
        end,
        JSON.stringify(vote.rule),
      ],
    );
    let number = 1;
    for (const [position, theme] of vote.themes.entries()) {
      const theme_id = themeId++;
      await tx.query('INSERT INTO vote_themes (id, vote_id, position, title) VALUES ($1, $2, $3, $4)', [
        theme_id,
        vote.id,
        position,
        theme.title,
      ]);
      for (const name of theme.options) {
        const n = number++;
        // deterministic counts and views, different orders so the three sortings differ
        await tx.query(
          `INSERT INTO vote_options (id, vote_id, theme_id, number, name, pic, description, count, views)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            optionId++,
            vote.id,
            theme_id,
            n,
            name,
            `${MEDIA}/${pictureFile(vote.artwork + n * 3, 'middle')}`,
            `${name}：${vote.title}第${n}号候选。`,
            ((n * 37) % 11) * 13 + n,
            ((n * 53) % 7) * 41 + 100,
          ],
        );
      }
    }
  }
}
