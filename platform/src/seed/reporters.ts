/**
 * Demo dynamics of reporters (记者动态): 林海 posts enough for a second page, one with a video; 孙悦 writes
 * for the English edition, in English. Drawn from a random stream of their own.
 */
import type { Queryable } from '../db';
import { insertDynamics, type DemoVideo, type Pictures } from './dynamics';
import { createRandom } from './random';

/** The reporters the demo and its tests name (their ids in seed.ts's list). */
export const DEMO_REPORTERS = { withDynamics: 1, english: 8 } as const;

const LIN_HAI = [
  '凌晨四点的澜海港，第一批渔船靠岸。',
  '跨海大桥合龙现场，工人们在百米高空作业。',
  '跟随环卫工人走完一条街的清晨。',
  '社区医院开诊第一天，候诊区坐满了老人。',
  '地铁4号线车辆段，第一列车正在调试。',
  '老城区改造后的小巷，孩子们在新铺的石板路上跳房子。',
  '台风过后，志愿者清理滨江步道。',
  '市图书馆新馆，读者排队办证。',
  '夜市美食节准备就绪，摊主们在试灶。',
  '马拉松前夜，赛道沿线的补给站正在搭建。',
  '青屿岛灯塔，守塔人已经守了二十年。',
  '梯田花海里，摄影爱好者等待日出。',
];

const SUN_YUE = [
  'On the ferry to Qingyu island: the lighthouse keeper has kept it for twenty years.',
  'Backstage at the dance drama "Tide", an hour before curtain.',
  'First readers queue at the new city library.',
];

export async function seedReporterDynamics(
  tx: Queryable,
  {
    siteId,
    now,
    picture,
    video,
  }: { siteId: number; now: Date; picture: (artwork: number) => Pictures; video: DemoVideo },
): Promise<void> {
  const random = createRandom(8001);
  await tx.query(`UPDATE reporters SET title = 'Correspondent', description = $3 WHERE site_id = $1 AND id = $2`, [
    siteId,
    DEMO_REPORTERS.english,
    'Lanhai Daily’s correspondent for the English edition: culture and the islands.',
  ]);
  const common = { siteId, owner: 'reporter' as const, now, random, picture, video };
  await insertDynamics(tx, { ...common, ownerId: DEMO_REPORTERS.withDynamics, texts: LIN_HAI });
  await insertDynamics(tx, { ...common, ownerId: DEMO_REPORTERS.english, texts: SUN_YUE, lang: 'en' });
}
