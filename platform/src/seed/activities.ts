/**
 * Demo activities, one in each sign-up state at the time of seeding (times are relative to it): open,
 * not started, full, sign-up over, in progress, ended, and closed by the newsroom. The open one has more
 * entries than the detail shows (8), and the full one is full of demo members' registrations. An article
 * of the culture column leads to the open one (its routerUrl: seed.ts).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import type { ActivityField } from '../repo/activities';
import { pictureFile } from './images';

const MEDIA = '{media}';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The open activity an article leads to, and the others by state (tests and the README name them). */
export const DEMO_ACTIVITIES = {
  open: 20001,
  notStarted: 20002,
  full: 20003,
  over: 20004,
  inProgress: 20005,
  ended: 20006,
  closed: 20007,
} as const;

/** The shops that redeem the demo vouchers (writeOff's shopSite). */
export const DEMO_SHOPS = [
  { site: 'MUSEUM-SHOP', name: '博物馆文创商店' },
  { site: 'MUSEUM-CAFE', name: '博物馆咖啡厅' },
];

const FIELDS: ActivityField[] = [
  { name: 'name', label: '姓名', kind: 'text', required: true, max: 20 },
  { name: 'phone', label: '手机号', kind: 'phone', required: true },
  { name: 'people', label: '参加人数', kind: 'number', required: true, headcount: true },
  { name: 'note', label: '备注', kind: 'text', required: false, max: 100 },
];

interface DemoActivity {
  id: number;
  title: string;
  summary: string;
  address: string;
  /** Sign-up start and end, activity start and end: ms from the seeding time. */
  times: [number, number, number, number];
  places: number;
  closed?: boolean;
  artwork: number;
}

const ACTIVITIES: DemoActivity[] = [
  {
    id: DEMO_ACTIVITIES.open,
    title: '澜海博物馆新馆开馆导览 市民报名开启',
    summary: '新馆开馆首周，讲解员带领市民分批参观六大展厅，每场限额六十人。',
    address: '澜海博物馆新馆东门',
    times: [-2 * DAY, 10 * DAY, 12 * DAY, 12 * DAY + 3 * HOUR],
    places: 60,
    artwork: 3,
  },
  {
    id: DEMO_ACTIVITIES.notStarted,
    title: '滨江步道健步走 万人同行',
    summary: '沿滨江步道二期全程十公里，完成者获赠纪念徽章。',
    address: '滨江步道二期起点驿站',
    times: [3 * DAY, 8 * DAY, 15 * DAY, 15 * DAY + 4 * HOUR],
    places: 0,
    artwork: 8,
  },
  {
    id: DEMO_ACTIVITIES.full,
    title: '青少年海洋科普营',
    summary: '跟随海洋科考队员走进澜海湾湿地，适合十至十四岁青少年。',
    address: '澜海湾湿地公园',
    times: [-3 * DAY, 4 * DAY, 6 * DAY, 7 * DAY],
    places: 3,
    artwork: 12,
  },
  {
    id: DEMO_ACTIVITIES.over,
    title: '澜海湾灯光秀观赏团',
    summary: '在最佳观赏点欣赏澜海湾灯光秀，报名已截止。',
    address: '望潮区观海平台',
    times: [-6 * DAY, -1 * DAY, 2 * DAY, 2 * DAY + 2 * HOUR],
    places: 100,
    artwork: 17,
  },
  {
    id: DEMO_ACTIVITIES.inProgress,
    title: '社区读书月：共读一本书',
    summary: '全市社区书房同步开展的读书分享活动，正在进行中。',
    address: '全市各社区书房',
    times: [-10 * DAY, -2 * DAY, -1 * DAY, 6 * DAY],
    places: 0,
    artwork: 21,
  },
  {
    id: DEMO_ACTIVITIES.ended,
    title: '澜海马拉松志愿者招募',
    summary: '感谢一千二百名志愿者的付出，本次活动已圆满结束。',
    address: '澜海市民广场',
    times: [-40 * DAY, -20 * DAY, -10 * DAY, -9 * DAY],
    places: 1200,
    artwork: 26,
  },
  {
    id: DEMO_ACTIVITIES.closed,
    title: '青屿梯田秋收体验日',
    summary: '因天气原因，本次活动取消。',
    address: '青屿区梯田景区',
    times: [-5 * DAY, 5 * DAY, 7 * DAY, 7 * DAY + 6 * HOUR],
    places: 40,
    closed: true,
    artwork: 30,
  },
];

const ENTRY_TITLES = [
  '第一展厅 · 海之源',
  '第二展厅 · 港之兴',
  '第三展厅 · 城之变',
  '第四展厅 · 船之魂',
  '第五展厅 · 人之居',
  '第六展厅 · 未来馆',
  '特展 · 澜海老照片',
  '儿童探索区',
  '文创商店',
  '屋顶花园',
];

export async function seedActivities(
  tx: Queryable,
  { siteId, now, memberIds }: { siteId: number; now: Date; memberIds: number[] },
): Promise<void> {
  for (const activity of ACTIVITIES) {
    const [signupStart, signupEnd, start, end] = activity.times.map((offset) => new Date(now.getTime() + offset));
    const pic = `${MEDIA}/${pictureFile(activity.artwork, 'big')}`;
    const content = `<p>${activity.summary}</p><p>活动地点：${activity.address}。请携带本人有效证件，按预约时间入场。</p>`;
    await tx.query(
      `INSERT INTO activities (id, site_id, title, summary, content, pic, address, organizer, signup_start, signup_end,
         start_time, end_time, places, fields, closed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        activity.id,
        siteId,
        activity.title,
        activity.summary,
        content,
        pic,
        activity.address,
        '澜海日报社',
        signupStart,
        signupEnd,
        start,
        end,
        activity.places,
        JSON.stringify(FIELDS),
        Boolean(activity.closed),
      ],
    );
  }
  for (const [position, title] of ENTRY_TITLES.entries())
    await tx.query(
      'INSERT INTO activity_entries (activity_id, position, title, summary, pic) VALUES ($1, $2, $3, $4, $5)',
      [
        DEMO_ACTIVITIES.open,
        position,
        title,
        `导览第${position + 1}站`,
        `${MEDIA}/${pictureFile(position + 5, 'small')}`,
      ],
    );
  // the full activity's places, taken by demo members
  const full = ACTIVITIES.find((activity) => activity.id === DEMO_ACTIVITIES.full)!;
  for (const [index, memberId] of memberIds.slice(0, full.places).entries())
    await tx.query(
      `INSERT INTO activity_registrations (activity_id, member_id, answers, regist_code) VALUES ($1, $2, $3, $4)`,
      [
        full.id,
        memberId,
        JSON.stringify({ name: `读者${index + 1}`, phone: '13800000000', people: '1' }),
        demoRegistCode(index),
      ],
    );
  await tx.query('UPDATE activities SET taken = $2 WHERE id = $1', [full.id, Math.min(full.places, memberIds.length)]);
  // vouchers: the open and the full activity's at two shops; the one in progress verifies elsewhere
  for (const activityId of [DEMO_ACTIVITIES.open, DEMO_ACTIVITIES.full])
    await tx.query(
      `INSERT INTO activity_vouchers (activity_id, title, description, shops, valid_until) VALUES ($1, $2, $3, $4, $5)`,
      [
        activityId,
        '文创商店满100减20券',
        '凭报名码在以下门店使用，每个报名码限用一次。',
        JSON.stringify(DEMO_SHOPS),
        new Date(now.getTime() + 30 * DAY),
      ],
    );
  await tx.query(
    `INSERT INTO activity_vouchers (activity_id, title, shops, valid_until, verify_url) VALUES ($1, $2, '[]', $3, $4)`,
    [
      DEMO_ACTIVITIES.inProgress,
      '读书月借阅券',
      new Date(now.getTime() + 30 * DAY),
      'https://library.example.com/verify',
    ],
  );
}

/**
 * The registration code of the full activity's index-th demo member: as unguessable as a real one
 * (12 hex digits, none following from another), the same at every seeding.
 */
export function demoRegistCode(index: number): string {
  return createHash('sha256').update(`lanhai-demo-registration:${index}`).digest('hex').slice(0, 12).toUpperCase();
}
