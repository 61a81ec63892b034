/**
 * Demo content of the media accounts' pages (xyDetail): which articles each account published, its
 * subscribers, bulletins, dynamics (with pictures, one with a video) and the questions readers put to it,
 * in Chinese and, for the English edition's accounts, in English. Drawn from a random stream of its own,
 * so the rest of the demo stays as it was.
 */
import type { Queryable } from '../db';
import { insertDynamics, type DemoVideo, type Pictures } from './dynamics';
import { createRandom, intBetween } from './random';

/** The accounts the demo and its tests name (their ids in seed.ts's list). */
export const DEMO_XY_ACCOUNTS = {
  /** 澜海发布: the most content, enough dynamics for a second page. */
  news: 1,
  district: 2,
  culture: 3,
  /** status 4: shown as empty. */
  cancelled: 5,
  /** xyForbidden 1: shown as empty. */
  forbidden: 6,
  english: 29,
  business: 30,
} as const;

const HOUR = 3_600_000;

interface AccountContent {
  id: number;
  /** The columns whose articles of type 0 (news) the account published, and in which language. */
  columns: number[];
  lang: 'zh' | 'en';
  bulletins: { title: string; content: string }[];
  dynamics: string[];
  questions: { asker: string; content: string; answer?: string }[];
}

const CONTENT: AccountContent[] = [
  {
    id: DEMO_XY_ACCOUNTS.news,
    columns: [3, 4, 41, 42, 11, 16],
    lang: 'zh',
    bulletins: [
      { title: '澜海发布服务时间调整', content: '即日起，澜海发布留言回复时间调整为工作日 9:00—17:30，节假日顺延。' },
      { title: '关于防范冒用本账号的提示', content: '本账号不会以任何形式向读者索要验证码或转账，请提高警惕。' },
      { title: '欢迎关注澜海发布', content: '澜海发布是澜海市人民政府新闻办公室的官方账号，第一时间发布权威信息。' },
    ],
    dynamics: [
      '今天上午，澜海湾跨海大桥完成最后一段钢箱梁吊装，全桥合龙。',
      '春季植树活动在西山森林公园举行，近千名市民参与。',
      '滨江步道北延段今日开放，步行可直达老城区码头。',
      '市政府常务会议研究部署今年民生实事项目。',
      '澜海地铁4号线首列车抵达车辆段，开始动态调试。',
      '今晚起，市中心主要道路亮化工程试运行。',
      '澜海国际马拉松报名人数突破三万。',
      '新建的三所社区医院本月投入使用。',
      '市图书馆新馆开放首日接待读者一万两千人次。',
      '澜海港集装箱吞吐量同比增长百分之九。',
      '今日起，全市公交实行夏季运营时间。',
      '老城区二十条背街小巷完成改造。',
    ],
    questions: [
      {
        asker: '海边的风',
        content: '地铁4号线什么时候开通试运营？',
        answer: '您好，4号线计划于年内完成空载试运行，试运营时间将另行公布，感谢关注。',
      },
      {
        asker: '老城居民',
        content: '老城区背街小巷改造后停车位会增加吗？',
        answer: '改造同步新增停车位三百余个，已陆续投用。',
      },
      { asker: '跑者小林', content: '马拉松的存包点设在哪里？', answer: '存包点设在起点广场东侧，赛前两小时开放。' },
      {
        asker: '新市民',
        content: '外地户籍孩子如何办理入学？',
        answer: '请登录市教育局网站查询随迁子女入学指南，或拨打12345咨询。',
      },
      { asker: '夜跑爱好者', content: '滨江步道晚上几点关灯？', answer: '滨江步道照明开放至23:00。' },
      { asker: '港区职工', content: '港区到市区的通勤班车能否加开？' },
      { asker: '图书馆常客', content: '新馆周一开放吗？' },
      { asker: '骑行的人', content: '跨海大桥是否设置非机动车道？' },
    ],
  },
  {
    id: DEMO_XY_ACCOUNTS.district,
    columns: [],
    lang: 'zh',
    bulletins: [{ title: '滨江区融媒体中心上线', content: '滨江区的新闻、服务与活动，都在这里。' }],
    dynamics: ['滨江区第十届社区运动会开幕。', '滨江区新增口袋公园五处。'],
    questions: [{ asker: '滨江居民', content: '口袋公园开放时间？', answer: '全天开放。' }],
  },
  {
    id: DEMO_XY_ACCOUNTS.culture,
    columns: [52],
    lang: 'zh',
    bulletins: [],
    dynamics: ['青屿岛灯塔开放参观。', '梯田花海进入最佳观赏期。', '夜市美食节本周末开幕。'],
    questions: [{ asker: '游客', content: '青屿岛轮渡几点一班？', answer: '夏季每半小时一班，首班7:30。' }],
  },
  {
    id: DEMO_XY_ACCOUNTS.english,
    columns: [101, 103],
    lang: 'en',
    bulletins: [
      { title: 'Welcome to Lanhai Today', content: 'News, services and events of the city of Lanhai, in English.' },
      {
        title: 'Ask us anything',
        content: 'Questions sent here are answered by our English desk within two working days.',
      },
    ],
    dynamics: [
      'The cross-bay bridge closed its last gap this morning.',
      'The new city library welcomed twelve thousand readers on its first day.',
      'Registration for the Lanhai marathon passed thirty thousand.',
    ],
    questions: [
      {
        asker: 'Anna K.',
        content: 'Can visitors borrow books at the new library?',
        answer: 'Yes: a visitor card is issued at the front desk with a passport.',
      },
      {
        asker: 'Tom',
        content: 'Is there an English tour of the old town?',
        answer: 'Every Saturday at 10:00 from the museum.',
      },
      { asker: 'M. Dubois', content: 'Which bus goes to the ferry pier?' },
    ],
  },
  {
    id: DEMO_XY_ACCOUNTS.business,
    columns: [102],
    lang: 'en',
    bulletins: [],
    dynamics: ['Container traffic at Lanhai port rose nine per cent this year.'],
    questions: [],
  },
];

export async function seedXyAccounts(
  tx: Queryable,
  {
    siteId,
    now,
    picture,
    video,
  }: {
    siteId: number;
    now: Date;
    picture: (artwork: number) => Pictures;
    video: DemoVideo;
  },
): Promise<void> {
  const random = createRandom(7001);
  await tx.query('UPDATE xy_accounts SET count_subscribe = 50 + (score * 7) % 4900 WHERE site_id = $1', [siteId]);

  for (const account of CONTENT) {
    if (account.columns.length)
      await tx.query(
        `UPDATE articles SET xy_account_id = $1
         WHERE site_id = $2 AND column_id = ANY($3::int[]) AND article_type = 0 AND lang = $4 AND xy_account_id IS NULL`,
        [account.id, siteId, account.columns, account.lang],
      );

    for (const [index, bulletin] of account.bulletins.entries())
      await tx.query(
        'INSERT INTO xy_bulletins (account_id, title, content, publish_time, hits) VALUES ($1, $2, $3, $4, $5)',
        [
          account.id,
          bulletin.title,
          bulletin.content,
          new Date(now.getTime() - (index * 5 + 1) * 24 * HOUR),
          intBetween(random, 20, 900),
        ],
      );

    await insertDynamics(tx, {
      siteId,
      owner: 'xy',
      ownerId: account.id,
      texts: account.dynamics,
      lang: account.lang,
      now,
      random,
      picture,
      video,
    });

    for (const [index, question] of account.questions.entries()) {
      const asked = new Date(now.getTime() - (index * 20 + 30) * HOUR);
      await tx.query(
        `INSERT INTO xy_questions (account_id, asker, content, asked_at, answer, answered_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          account.id,
          question.asker,
          question.content,
          asked,
          question.answer ?? null,
          question.answer ? new Date(asked.getTime() + intBetween(random, 2, 40) * HOUR) : null,
        ],
      );
    }
  }
}
