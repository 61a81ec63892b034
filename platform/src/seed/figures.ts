/**
 * Demo leaders and figures: three regions with their leaders (one withdrawn), an English figure outside
 * the leader view, and the published articles reporting on each (the city's first leader has two pages);
 * and the articles leading to the leader view from 时政 and to the English figure from English Culture.
 */
import type { Queryable } from '../db';
import { insertEntryArticles, type Pictures } from './dynamics';

export const DEMO_FIGURES = {
  cityRegion: 1,
  districtRegion: 2,
  /** The city's first leader: 25 reports. */
  leader: 1,
  districtLeader: 4,
  /** Withdrawn (status 0): 404, in no list. */
  withdrawn: 8,
  english: 9,
  leaderReports: 25,
} as const;

export async function seedFigures(
  tx: Queryable,
  {
    siteId,
    now,
    picture,
    avatar,
  }: { siteId: number; now: Date; picture: (artwork: number) => Pictures; avatar: (seed: number) => string },
): Promise<void> {
  await tx.query(
    `INSERT INTO regions (id, site_id, name, sort) VALUES ($1, $2, '市级', 1), ($3, $2, '滨江区', 2), (3, $2, '青屿县', 3)`,
    [DEMO_FIGURES.cityRegion, siteId, DEMO_FIGURES.districtRegion],
  );
  // [id, region, name, title, resume, status, lang]
  const figures: [number, number | null, string, string, string, number, 'zh' | 'en'][] = [
    [
      1,
      1,
      '周明远',
      '澜海市委书记',
      '周明远，男，1968年生，经济学博士。历任青屿县县长、滨江区委书记，2023年起任澜海市委书记。',
      1,
      'zh',
    ],
    [
      2,
      1,
      '林晓岚',
      '澜海市市长',
      '林晓岚，女，1972年生，工学硕士。曾任市发展改革委主任，2024年起任澜海市市长。',
      1,
      'zh',
    ],
    [3, 1, '陈国华', '澜海市人大常委会主任', '陈国华，男，1965年生，法学学士。长期从事地方立法工作。', 1, 'zh'],
    [4, 2, '王海川', '滨江区委书记', '王海川，男，1975年生。主持滨江老城区更新和滨江步道建设。', 1, 'zh'],
    [5, 2, '赵雨晴', '滨江区区长', '赵雨晴，女，1979年生。分管区营商环境和民生实事。', 1, 'zh'],
    [6, 3, '孙立群', '青屿县委书记', '孙立群，男，1973年生。推动青屿海岛旅游和渡轮公交化。', 1, 'zh'],
    [7, 3, '何嘉怡', '青屿县县长', '何嘉怡，女，1981年生。分管乡村振兴和海洋渔业。', 1, 'zh'],
    [8, 1, '已撤下的人物', '原副市长', '这条人物信息已撤下。', 0, 'zh'],
    [
      9,
      null,
      'Dr. Helen Zhou',
      'Honorary Culture Ambassador of Lanhai',
      'Helen Zhou, an art historian born in Lanhai, curated the city museum’s opening exhibitions and now represents the city’s culture abroad.',
      1,
      'en',
    ],
  ];
  for (const [id, region, name, title, resume, status, lang] of figures)
    await tx.query(
      `INSERT INTO figures (id, site_id, region_id, name, title, avatar, resume, sort, status, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $1, $8, $9)`,
      [id, siteId, region, name, title, avatar(id + 4), resume, status, lang],
    );

  // reports: the newest news articles of 时政 and 本地 (no entry articles), the English figure's from English Culture
  const reports = async (figureId: number, columns: number[], count: number, offset = 0) => {
    const rows = await tx.query<{ id: number }>(
      `SELECT id FROM articles WHERE site_id = $1 AND column_id = ANY($2::int[]) AND a_status = 1
       AND NOT (extra ? 'routerUrl') ORDER BY publish_time DESC, id DESC LIMIT $3 OFFSET $4`,
      [siteId, columns, count, offset],
    );
    for (const row of rows)
      await tx.query('INSERT INTO figure_articles (figure_id, article_id) VALUES ($1, $2)', [figureId, row.id]);
    return rows.length;
  };
  await reports(DEMO_FIGURES.leader, [3, 21, 22, 1], DEMO_FIGURES.leaderReports);
  await reports(2, [4, 41, 42], 6);
  await reports(DEMO_FIGURES.districtLeader, [21], 4, 2);
  await reports(6, [52], 3);
  await reports(DEMO_FIGURES.english, [103], 4);

  await insertEntryArticles(tx, { siteId, now, picture }, [
    [19014, 3, '领导之窗｜澜海各级领导分工一览', '/LeaderViewList.html', 'zh', 5],
    [
      19015,
      103,
      'Meet Dr. Helen Zhou, Lanhai’s culture ambassador',
      `/figureDetail/${DEMO_FIGURES.english}.html`,
      'en',
      33,
    ],
  ]);
}
