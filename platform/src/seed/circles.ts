/**
 * Demo circles (圈子): a runners' circle with notices and 25 posts (two pages, some with pictures, liked
 * and commented differently so "new" and "hot" differ), an English one, a closed one, a deleted post; the
 * demo readers' moments (朋友圈); and the articles leading to the circles from 城事 and English City.
 * Drawn from a random stream of its own.
 */
import type { Queryable } from '../db';
import { insertEntryArticles, type Pictures } from './dynamics';
import { createRandom, intBetween } from './random';

export const DEMO_CIRCLES = {
  runners: 1,
  english: 2,
  /** Closed (status 0): shown, no new posts. */
  closed: 3,
  noticeOfRunners: 201,
  englishNotice: 211,
  /** The newest post of the runners' circle, with three pictures. */
  post: 8025,
  englishPost: 8101,
  /** Deleted (status 0): 404. */
  deletedPost: 8099,
  moment: 9001,
  englishMoment: 9101,
  /** Posts of the runners' circle (one page is 20). */
  runnersPosts: 25,
} as const;

const HOUR = 3_600_000;

/** What readers answer under a post, in the circle's language. */
const POST_REPLIES = {
  zh: [
    '算我一个，下次一起跑！',
    '配速不错，坚持住。',
    '江边那段晚上灯光很好。',
    '新手可以跟吗？',
    '周六早上见。',
    '拍得真好看。',
    '记得带水，最近天干。',
    '我也在附近，常碰到你们。',
    '膝盖不好的话先慢跑。',
    '赞！明天继续打卡。',
  ],
  en: [
    'Thanks, that helps a lot.',
    'Same here, I go every weekend.',
    'Good to know, I will try it.',
    'Happy to meet up for a coffee.',
  ],
};

const RUNNER_TEXTS = [
  '今晚七点滨江步道集合，配速六分，欢迎新朋友。',
  '下雨天改室内拉伸，地点在体育馆二楼。',
  '第一次跑完十公里，谢谢大家一路陪跑！',
  '晨跑看到的江面，太美了。',
  '求推荐适合大体重跑者的跑鞋。',
  '周末去青屿岛环岛跑，有人一起吗？',
  '膝盖有点疼，是不是该休息几天？',
  '跑团的第一百次夜跑，纪念一下。',
];

export async function seedCircles(
  tx: Queryable,
  {
    siteId,
    now,
    picture,
    memberIds,
  }: { siteId: number; now: Date; picture: (artwork: number) => Pictures; memberIds: number[] },
): Promise<void> {
  const random = createRandom(8001);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  await tx.query(
    `INSERT INTO circles (id, site_id, name, description, avatar, cover, member_count, post_count, status, lang, created_at) VALUES
     ($1, $2, '滨江跑团', '每周三、周六晚七点滨江步道夜跑，新手友好。', $3, $4, 1286, $5, 1, 'zh', $6),
     ($7, $2, 'Lanhai Expats', 'Newcomers and long-time residents swapping tips about life in Lanhai.', $8, $9, 342, 4, 1, 'en', $6),
     ($10, $2, '老城摄影', '记录老城的街巷与人。圈子已关闭。', $11, $12, 87, 0, 0, 'zh', $6)`,
    [
      DEMO_CIRCLES.runners,
      siteId,
      picture(2).pic_small,
      picture(2).pic_big,
      DEMO_CIRCLES.runnersPosts,
      ago(24 * 200),
      DEMO_CIRCLES.english,
      picture(9).pic_small,
      picture(9).pic_big,
      DEMO_CIRCLES.closed,
      picture(17).pic_small,
      picture(17).pic_big,
    ],
  );
  await tx.query(
    `INSERT INTO circle_notices (id, circle_id, title, content, publish_time) VALUES
     ($1, $2, '本周六夜跑改到青屿码头集合', '因滨江步道施工，本周六夜跑改在青屿码头集合，时间不变。', $3),
     ($4, $2, '跑团守则', '结伴而行，量力而跑；夜跑请穿反光衣。', $5),
     ($6, $7, 'Monthly meet-up on Friday', 'We meet at the Old Town tea house at 7 pm. Everyone is welcome.', $8)`,
    [
      DEMO_CIRCLES.noticeOfRunners,
      DEMO_CIRCLES.runners,
      ago(20),
      DEMO_CIRCLES.noticeOfRunners + 1,
      ago(24 * 30),
      DEMO_CIRCLES.englishNotice,
      DEMO_CIRCLES.english,
      ago(30),
    ],
  );

  const insertPost = (values: {
    id: number;
    circle: number;
    member: number;
    content: string;
    pics: string[];
    hours: number;
    praise: number;
    comments: number;
    status?: number;
  }) =>
    tx.query(
      `INSERT INTO circle_posts (id, site_id, circle_id, member_id, content, pics, publish_time, praise_count, comment_count, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        values.id,
        siteId,
        values.circle,
        values.member,
        values.content,
        JSON.stringify(values.pics),
        ago(values.hours),
        values.praise,
        values.comments,
        values.status ?? 1,
      ],
    );
  // 8001 is the oldest, 8025 the newest (three pictures)
  for (let index = 0; index < DEMO_CIRCLES.runnersPosts; index++) {
    const id = 8001 + index;
    const count = id === DEMO_CIRCLES.post ? 3 : index % 3 === 0 ? 1 : 0;
    const artwork = intBetween(random, 0, 55);
    await insertPost({
      id,
      circle: DEMO_CIRCLES.runners,
      member: memberIds[index % 6]!,
      content: RUNNER_TEXTS[index % RUNNER_TEXTS.length]!,
      pics: Array.from({ length: count }, (_, k) => picture(artwork + k).pic_middle),
      hours: (DEMO_CIRCLES.runnersPosts - index) * 5,
      praise: intBetween(random, 0, 120),
      comments: intBetween(random, 0, 30),
    });
  }
  await insertPost({
    id: DEMO_CIRCLES.deletedPost,
    circle: DEMO_CIRCLES.runners,
    member: memberIds[0]!,
    content: '这条帖子已删除。',
    pics: [],
    hours: 1,
    praise: 0,
    comments: 0,
    status: 0,
  });
  const english = [
    'Where do you buy good coffee beans in the Old Town?',
    'The ferry to Qingyu island now takes bank cards.',
    'Looking for a Mandarin exchange partner, I can help with English.',
    'Photos from the lantern festival by the river.',
  ];
  for (const [index, content] of english.entries())
    await insertPost({
      id: DEMO_CIRCLES.englishPost + index,
      circle: DEMO_CIRCLES.english,
      member: memberIds[6]!,
      content,
      pics: index === 3 ? [picture(20).pic_middle, picture(21).pic_middle] : [],
      hours: 3 + (3 - index) * 7,
      praise: 5 + index * 3,
      comments: index,
    });
  // each post's comments, as many as its count says: members of the demo, spread between the post and now
  await tx.query(
    `INSERT INTO post_comments (post_id, member_id, content, created_at)
     SELECT p.id, ($2::int[])[1 + (p.id + g) % array_length($2::int[], 1)],
            CASE WHEN c.lang = 'en' THEN ($4::text[])[1 + (p.id * 3 + g) % array_length($4::text[], 1)]
                 ELSE ($3::text[])[1 + (p.id * 3 + g) % array_length($3::text[], 1)] END,
            p.publish_time + ($5::timestamptz - p.publish_time) * g / (p.comment_count + 1)
     FROM circle_posts p JOIN circles c ON c.id = p.circle_id CROSS JOIN LATERAL generate_series(1, p.comment_count) g
     WHERE p.site_id = $1`,
    [siteId, memberIds, POST_REPLIES.zh, POST_REPLIES.en, now],
  );
  // later posts (readers' own) take ids after the demo's
  await tx.query(`SELECT setval(pg_get_serial_sequence('circle_posts', 'id'), 10000)`);

  const comments = (names: string[], texts: string[]) =>
    JSON.stringify(names.map((name, index) => ({ name, content: texts[index % texts.length] })));
  const moments: [number, number, string, string[], number, string][] = [
    [
      DEMO_CIRCLES.moment,
      memberIds[0]!,
      '周末带孩子去了新开的城市博物馆，恐龙展厅人气最旺。',
      [picture(33).pic_middle, picture(34).pic_middle],
      6,
      comments(['江小鱼', '老陈'], ['我们下周也去！', '停车方便吗？']),
    ],
    [9002, memberIds[0]!, '今天的晚霞。', [picture(36).pic_middle], 30, '[]'],
    [
      DEMO_CIRCLES.englishMoment,
      memberIds[6]!,
      'First snow on the hills behind the university this morning.',
      [picture(38).pic_middle],
      10,
      comments(['Anna K.'], ['Beautiful, thanks for sharing!']),
    ],
  ];
  for (const [id, member, content, pics, hours, commentList] of moments)
    await tx.query(
      `INSERT INTO moments (id, site_id, member_id, content, pics, publish_time, praise_count, comments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, siteId, member, content, JSON.stringify(pics), ago(hours), intBetween(random, 3, 60), commentList],
    );

  await insertEntryArticles(tx, { siteId, now, picture }, [
    [19012, 21, '圈子｜滨江跑团：一起夜跑吧', `/circleDetail/${DEMO_CIRCLES.runners}.html`, 'zh', 2],
    [
      19013,
      101,
      'Circles: Lanhai Expats swap tips on city life',
      `/circleDetail/${DEMO_CIRCLES.english}.html`,
      'en',
      9,
    ],
  ]);
}
