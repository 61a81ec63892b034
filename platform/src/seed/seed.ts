/**
 * Seeds the demo newspaper: site config, columns (with the columnStyle 205/215/410 columns the front end
 * filters out), reporters, media accounts, more than 150 articles of every type in Chinese and English,
 * carousels, home modules, special-topic children, live reports, members and comments.
 * Deterministic: the same content on every run, with times placed relative to `now`.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db';
import {
  commentTexts,
  commenterNames,
  desks,
  editorNames,
  liveReports,
  replyTexts,
  reporterNames,
  imageSets,
  SCENE_CAPTIONS,
  topicStories,
  type DeskName,
  type Story,
} from './corpus';
import { avatarFile, generatePictures, logoSvg, PICTURE_SIZES, pictureFile, SCENES, type Scene } from './images';
import { DEMO_ACTIVITIES, seedActivities } from './activities';
import { seedAds } from './ads';
import { seedPoints } from './points';
import { DEMO_VOTES, SECURE_VOTES, seedVotes } from './votes';
import { seedReading } from './reading';
import { seedQuestions } from './questions';
import { seedReporterDynamics } from './reporters';
import { seedCircles } from './circles';
import { seedFigures } from './figures';
import { seedShortVideos } from './shortVideos';
import { seedTipoffs } from './tipoffs';
import { seedXyAccounts } from './xyAccounts';
import { createRandom, intBetween, pick, type Random } from './random';
import { DEMO_APP_CLIENT, DEMO_APP_ID, DEMO_SITE_ID, demoSiteConfig } from './siteConfig';

export const ARTWORKS = 60;
export const AVATARS = 16;
const MEDIA = '{media}';

interface ColumnSeed {
  id: number;
  name: string;
  parent?: number;
  style?: number;
  lang?: 'zh' | 'en';
  aggregate?: boolean;
  description?: string;
}

export const DEMO_COLUMNS: ColumnSeed[] = [
  { id: 1, name: '要闻', aggregate: true, description: '澜海今日要闻' },
  { id: 2, name: '本地', description: '身边事 城市事' },
  { id: 21, parent: 2, name: '城事' },
  { id: 22, parent: 2, name: '区县' },
  { id: 3, name: '时政', description: '权威发布 政务动态' },
  { id: 4, name: '财经', description: '澜海经济观察' },
  { id: 41, parent: 4, name: '产经' },
  { id: 42, parent: 4, name: '金融' },
  { id: 5, name: '文旅', description: '文化与旅行' },
  { id: 51, parent: 5, name: '文化' },
  { id: 52, parent: 5, name: '旅游' },
  { id: 6, name: '视频', description: '看见澜海' },
  { id: 7, name: '图片', description: '镜头里的澜海' },
  { id: 8, name: '专题', description: '深度专题' },
  { id: 9, name: '直播', description: '现场直播' },
  { id: 10, name: 'English', lang: 'en', description: 'Lanhai in English' },
  { id: 101, parent: 10, name: 'City', lang: 'en' },
  { id: 102, parent: 10, name: 'Business', lang: 'en' },
  { id: 103, parent: 10, name: 'Culture', lang: 'en' },
  { id: 11, name: '评论', description: '澜海观察' },
  { id: 12, name: '体育', description: '赛场内外' },
  { id: 16, name: '科教', description: '科技与教育' },
  { id: 13, name: '便民服务', style: 205 },
  { id: 14, name: '问政', style: 215 },
  { id: 15, name: '报料', style: 410 },
];

const CREDIT_ROLES = [
  'editor',
  'liability',
  'proofreader',
  'planner',
  'supervisor',
  'photographer',
  'designer',
  'coordinator',
  'correspondent',
  'intern',
  'director',
  'lastChecker',
] as const;

export interface SeedOptions {
  mediaDir: string;
  now?: Date;
}

export interface SeedSummary {
  columns: number;
  articles: number;
  comments: number;
  picturesWritten: number;
}

interface ArticleRow {
  id: number;
  column_id: number;
  article_type: number;
  title: string;
  sub_title?: string;
  a_status?: number;
  publish_time: Date;
  abstract: string;
  content: string;
  lang: 'zh' | 'en';
  pic_small: string;
  pic_middle: string;
  pic_big: string;
  pic_list?: unknown[];
  share_pic_url?: string;
  share_content?: string;
  credits: Record<string, string>;
  word_count: number;
  live_status?: number | null;
  link_url?: string;
  video?: unknown;
  reporter_id?: number | null;
  xy_account_id?: number | null;
  share_closed?: boolean;
  tags?: string[];
  extra?: Record<string, unknown>;
  count_click: number;
  count_praise: number;
  count_share: number;
}

function pictures(artwork: number) {
  const n = ((artwork % ARTWORKS) + ARTWORKS) % ARTWORKS;
  return {
    pic_small: `${MEDIA}/${pictureFile(n, 'small')}`,
    pic_middle: `${MEDIA}/${pictureFile(n, 'middle')}`,
    pic_big: `${MEDIA}/${pictureFile(n, 'big')}`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function countWords(text: string, lang: 'zh' | 'en'): number {
  const plain = text.replace(/<[^>]*>/g, ' ');
  if (lang === 'en') return plain.split(/\s+/).filter(Boolean).length;
  return plain.replace(/\s+/g, '').length;
}

/** An artwork of the scene nearest `artwork` (artwork n is drawn as scene n mod the scenes' count). */
function artworkOf(artwork: number, scene: Scene): number {
  return artwork - (artwork % SCENES.length) + SCENES.indexOf(scene);
}

/**
 * The story's body: its lead (with the byline), its first paragraph, a picture of its scene with a caption
 * saying what it shows, then the rest of its paragraphs.
 */
function buildBody(story: Story, lang: 'zh' | 'en', artwork: number, reporter: string) {
  const byline = lang === 'zh' ? `（澜海日报记者 ${reporter}）` : '';
  const what = SCENE_CAPTIONS[story.scene][lang];
  const credit =
    story.scene === 'abstract'
      ? lang === 'zh'
        ? '（澜海日报 制图）'
        : ' (Graphic: Lanhai Daily)'
      : lang === 'zh'
        ? `（澜海日报记者 ${reporter} 摄）`
        : ' (Photo: Lanhai Daily)';
  const caption = lang === 'zh' ? `${what}。${credit}` : `${what}.${credit}`;
  const { width, height } = PICTURE_SIZES.middle;
  const [first, ...rest] = story.body;
  const html = [
    `<p>${byline}${escapeHtml(story.lead)}</p>`,
    ...(first ? [`<p>${escapeHtml(first)}</p>`] : []),
    `<figure><img src="${MEDIA}/${pictureFile((artwork + 25) % ARTWORKS, 'middle')}" alt="${escapeHtml(what)}" width="${width}" height="${height}"><figcaption>${escapeHtml(caption)}</figcaption></figure>`,
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { html, words: countWords(html, lang) };
}

/**
 * Draws numbers from the seeded stream where the demo once drew them and no longer uses them (bodies picked
 * from a desk's shared pool, topic children from a random slice), so every later seeded value (times, counts,
 * comments) stays where the tests know it.
 */
function skipDraws(random: Random, count: number) {
  for (let k = 0; k < count; k++) random();
}

/** What one pooled body drew: 3 to 5 paragraphs (4 at most in enCulture's pool), a subhead, a zh caption. */
function skipBodyDraws(random: Random, deskName: DeskName, lang: 'zh' | 'en') {
  const paragraphs = Math.min(intBetween(random, 3, 5), deskName === 'enCulture' ? 4 : 5);
  skipDraws(random, paragraphs + 1 + (lang === 'zh' ? 1 : 0));
}

function credits(random: Random, lang: 'zh' | 'en', reporter: string): Record<string, string> {
  const result: Record<string, string> = { source: lang === 'zh' ? '澜海日报' : 'Lanhai Daily' };
  if (lang === 'en') {
    result.editor = 'Grace Lin';
    result.liability = 'Tom Zhou';
    return result;
  }
  result.editor = pick(random, editorNames);
  result.liability = pick(random, editorNames);
  for (const role of CREDIT_ROLES.slice(2)) if (random() < 0.3) result[role] = pick(random, [...editorNames, reporter]);
  return result;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const picturesWritten = await generatePictures(options.mediaDir, ARTWORKS, AVATARS);
  await mkdir(path.join(options.mediaDir, 'brand'), { recursive: true });
  const logo = path.join(options.mediaDir, 'brand', 'logo.svg');
  await writeFile(`${logo}.${process.pid}.tmp`, logoSvg('澜海日报', 'LANHAI DAILY', '#c8102e'));
  await rename(`${logo}.${process.pid}.tmp`, logo);

  return db.transaction(async (tx) => {
    const random = createRandom(20261121);
    await tx.query('INSERT INTO site_config (site_id, app_id, config) VALUES ($1, $2, $3)', [
      DEMO_SITE_ID,
      DEMO_APP_ID,
      JSON.stringify(demoSiteConfig()),
    ]);
    await tx.query('INSERT INTO app_clients (app_key, site_id, app_secret) VALUES ($1, $2, $3)', [
      DEMO_APP_CLIENT.appKey,
      DEMO_SITE_ID,
      DEMO_APP_CLIENT.appSecret,
    ]);

    for (const [index, column] of DEMO_COLUMNS.entries()) {
      await tx.query(
        `INSERT INTO columns (id, site_id, parent_id, name, column_style, sort, lang, description, img_url, aggregate)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          column.id,
          DEMO_SITE_ID,
          column.parent ?? 0,
          column.name,
          column.style ?? 0,
          index,
          column.lang ?? 'zh',
          column.description ?? '',
          pictures(column.id * 3).pic_small,
          column.aggregate ?? false,
        ],
      );
    }

    for (const [index, name] of reporterNames.entries()) {
      await tx.query(
        `INSERT INTO reporters (id, site_id, name, title, avatar, description, follower_count) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          index + 1,
          DEMO_SITE_ID,
          name,
          index % 2 ? '首席记者' : '记者',
          `${MEDIA}/${avatarFile(index)}`,
          `澜海日报${index % 2 ? '首席记者' : '记者'}，长期关注城市民生与公共服务。`,
          intBetween(random, 200, 20000),
        ],
      );
    }

    const xyAccounts = [
      { name: '澜海发布', status: 0, forbidden: 0 },
      { name: '滨江区融媒体中心', status: 0, forbidden: 0 },
      { name: '澜海文旅', status: 0, forbidden: 0 },
      { name: '澜海交警', status: 0, forbidden: 0 },
      { name: '已注销账号', status: 4, forbidden: 0 },
      { name: '停用账号', status: 0, forbidden: 1 },
      // more accounts than the influence ranking shows (20), so its cut is real
      ...['海湾区', '临港区', '西山县', '东湖镇', '北岸新区', '南浦街道', '高新区', '老城区'].map((district) => ({
        name: `${district}发布`,
        status: 0,
        forbidden: 0,
      })),
      ...['澜海公安', '澜海气象', '澜海教育', '澜海卫健', '澜海消防', '澜海地铁', '澜海图书馆', '澜海博物馆'].map(
        (name) => ({ name, status: 0, forbidden: 0 }),
      ),
      ...['澜海美食', '澜海体育', '澜海财经', '澜海科技', '澜海文艺', '澜海乡村'].map((name) => ({
        name,
        status: 0,
        forbidden: 0,
      })),
      // the English edition's accounts (DEMO_XY_ACCOUNTS.english)
      { name: 'Lanhai Today', status: 0, forbidden: 0, lang: 'en', description: 'The city of Lanhai, in English.' },
      { name: 'Bayside Business', status: 0, forbidden: 0, lang: 'en', description: 'Markets, ports and work.' },
    ];
    // the accounts added for the ranking draw their scores from a stream of their own: the rest of the demo,
    // drawn from `random` after them, stays as it was (tests name its articles)
    const FIRST_XY_ACCOUNTS = 6;
    const rankingRandom = createRandom(6001);
    for (const [index, account] of xyAccounts.entries()) {
      await tx.query(
        `INSERT INTO xy_accounts (id, site_id, name, avatar, description, status, forbidden, score, lang)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          index + 1,
          DEMO_SITE_ID,
          account.name,
          `${MEDIA}/${avatarFile((index + 8) % AVATARS)}`,
          'description' in account ? account.description : `${account.name}官方账号`,
          account.status,
          account.forbidden,
          intBetween(index < FIRST_XY_ACCOUNTS ? random : rankingRandom, 100, 9999),
          'lang' in account ? account.lang : 'zh',
        ],
      );
    }

    const articles: ArticleRow[] = [];
    let nextId = 10001;
    let ageMinutes = 6;
    const nextTime = () => {
      ageMinutes += intBetween(random, 20, 300);
      return new Date(now.getTime() - ageMinutes * 60_000);
    };

    const addStory = (
      columnId: number,
      deskName: DeskName,
      story: Story,
      extra: Partial<ArticleRow> = {},
    ): ArticleRow => {
      const lang = deskName.startsWith('en') ? 'en' : 'zh';
      const artwork = artworkOf(intBetween(random, 0, ARTWORKS - 1), story.scene);
      const reporterIndex = intBetween(random, 0, reporterNames.length - 1);
      skipBodyDraws(random, deskName, lang);
      const { html, words } = buildBody(story, lang, artwork, reporterNames[reporterIndex]!);
      const row: ArticleRow = {
        id: nextId++,
        column_id: columnId,
        article_type: 0,
        title: story.title,
        publish_time: nextTime(),
        abstract: story.lead,
        content: html,
        lang,
        ...pictures(artwork),
        credits: credits(random, lang, reporterNames[reporterIndex]!),
        word_count: words,
        reporter_id: reporterIndex + 1,
        tags: story.tags,
        extra: { picType: random() < 0.15 ? 2 : random() < 0.12 ? 3 : 1 },
        count_click: intBetween(random, 80, 120000),
        count_praise: intBetween(random, 0, 3000),
        count_share: intBetween(random, 0, 800),
        ...extra,
      };
      if ((row.extra as { picType?: number }).picType === 3) {
        row.pic_list = [0, 1, 2].map((k) => ({
          url: pictures(artwork + k * 15).pic_middle,
          summary: '',
          width: PICTURE_SIZES.middle.width,
          height: PICTURE_SIZES.middle.height,
        }));
      }
      articles.push(row);
      return row;
    };

    // Home feed stories (column 1), then every desk into its column (children split a parent's desk).
    desks.zhHome.forEach((story, k) => addStory(1, 'zhHome', story, k === 0 ? { extra: { picType: 2 } } : {}));
    const plan: [number, DeskName, number, number][] = [
      [21, 'zhCity', 0, 7],
      [22, 'zhCity', 7, 12],
      [3, 'zhPolitics', 0, 8],
      [41, 'zhEconomy', 0, 6],
      [42, 'zhEconomy', 6, 10],
      [51, 'zhCulture', 0, 8],
      [52, 'zhTravel', 0, 8],
      [11, 'zhOpinion', 0, 8],
      [12, 'zhSports', 0, 10],
      [16, 'zhScience', 0, 10],
      [101, 'enCity', 0, 12],
      [102, 'enBusiness', 0, 8],
      [103, 'enCulture', 0, 6],
    ];
    ageMinutes = 15;
    for (const [columnId, deskName, from, to] of plan) {
      desks[deskName].slice(from, to).forEach((story) => addStory(columnId, deskName, story));
      ageMinutes = intBetween(random, 10, 200);
    }

    // Videos (type 2) of stories told above, each under a title of its own: the committed 4-second HLS clip
    // (so no title promises a length) with a poster of the story's scene.
    const videoSources: [DeskName, number, string][] = [
      ['zhSports', 0, '视频｜三万跑者从市民广场出发'],
      ['zhSports', 1, '视频｜海港队十分钟连进两球'],
      ['zhCulture', 1, '视频｜舞剧《潮声》首演片段'],
      ['zhTravel', 4, '视频｜黑脸琵鹭飞抵望潮湿地'],
      ['zhCity', 1, '视频｜走一走滨江步道二期'],
      ['zhTravel', 0, '视频｜青屿岛环岛公路东段'],
      ['zhCulture', 2, '视频｜跟陈师傅学扎鱼灯'],
      ['zhSports', 7, '视频｜千名骑手环海竞速'],
      ['zhEconomy', 1, '视频｜首台整车驶下生产线'],
      ['zhCity', 7, '视频｜台风过后的澜海街头'],
    ];
    ageMinutes = 30;
    for (const [deskName, index, title] of videoSources) {
      const story = desks[deskName][index]!;
      const row = addStory(6, deskName, { ...story, title }, { article_type: 2 });
      row.video = {
        url: `${MEDIA}/hls/demo/index.m3u8`,
        duration: 4,
        width: 640,
        height: 360,
        poster: row.pic_big,
      };
      row.extra = { picType: 2 };
    }

    // Image sets (type 1): pictures of one scene, each with its caption.
    ageMinutes = 50;
    for (const set of imageSets) {
      const story = { title: set.title, lead: set.lead, body: [], tags: set.tags, scene: set.scene };
      const row = addStory(7, 'zhTravel', story, { article_type: 1 });
      const base = artworkOf(intBetween(random, 0, ARTWORKS - 1), set.scene);
      const count = Math.min(intBetween(random, 4, 6), set.captions.length);
      row.pic_list = set.captions.slice(0, count).map((summary, k) => ({
        url: pictures(base + k * 5).pic_big,
        summary,
        width: PICTURE_SIZES.big.width,
        height: PICTURE_SIZES.big.height,
      }));
      row.extra = { picType: 2, picCount: count };
    }

    // Special topics (type 3): each gathers the stories that carry its tag (its children, further down).
    const topics: [DeskName, Story][] = [
      [
        'zhCity',
        {
          title: '专题｜澜海地铁建设进行时',
          lead: '从开工到贯通，记录澜海地铁建设的每一个节点。',
          body: [],
          tags: ['地铁'],
          scene: 'skyline',
        },
      ],
      [
        'zhSports',
        {
          title: '专题｜2026澜海马拉松',
          lead: '三万名跑者，一场属于城市的盛会。',
          body: [],
          tags: ['澜海马拉松'],
          scene: 'skyline',
        },
      ],
      [
        'zhHome',
        {
          title: '专题｜民生实事看变化',
          lead: '三十项民生实事，件件关乎百姓生活。',
          body: [],
          tags: ['民生实事'],
          scene: 'skyline',
        },
      ],
      [
        'enCity',
        {
          title: 'Special: Lanhai in English',
          lead: "The city's biggest stories of the year, in English.",
          body: [],
          tags: ['Year in review'],
          scene: 'coast',
        },
      ],
    ];
    const topicRows: ArticleRow[] = [];
    ageMinutes = 120;
    for (const [deskName, topic] of topics) {
      const row = addStory(8, deskName, topic, { article_type: 3 });
      row.extra = { picType: 2, banner: row.pic_big };
      topicRows.push(row);
    }

    // Live broadcasts (type 6): one in each status, and an ended one without a playback address.
    const lives = [
      { title: '直播预告｜澜海湾大桥合龙仪式', tag: '澜海湾大桥', scene: 'coast', status: 0, playback: false },
      { title: '正在直播｜2026澜海马拉松', tag: '澜海马拉松', scene: 'skyline', status: 1, playback: false },
      { title: '直播回放｜澜海博物馆新馆开馆', tag: '博物馆', scene: 'skyline', status: 2, playback: true },
      { title: '直播已结束｜海洋经济博览会开幕式', tag: '海洋经济博览会', scene: 'coast', status: 2, playback: false },
    ] as const;
    const liveRows: ArticleRow[] = [];
    const liveExtra = (status: number, playback: boolean, published: Date) => ({
      picType: 2,
      live: {
        status,
        startTime: (status === 0
          ? new Date(now.getTime() + 86_400_000)
          : new Date(published.getTime() + 600_000)
        ).toISOString(),
        config: {
          videos: [
            {
              appLiveUrl: status === 1 ? `${MEDIA}/hls/demo/index.m3u8` : '',
              appPlaybackUrl: playback ? `${MEDIA}/hls/demo/index.m3u8` : '',
            },
          ],
        },
      },
    });
    ageMinutes = 5;
    for (const live of lives) {
      const row = addStory(
        9,
        'zhCity',
        {
          title: live.title,
          lead: `${live.title.split('｜')[1]}，澜海日报全程直播。`,
          body: [],
          tags: [live.tag],
          scene: live.scene,
        },
        { article_type: 6, live_status: live.status },
      );
      row.extra = liveExtra(live.status, live.playback, row.publish_time);
      liveRows.push(row);
    }

    // A link (type 4) and an H5 page (type 12) on the home feed; one article that is not yet published.
    ageMinutes = 90;
    addStory(
      1,
      'zhEconomy',
      {
        title: '海洋经济博览会官方网站上线',
        lead: '点击进入博览会官方网站，查看展会日程与参展指南。',
        body: [],
        tags: ['海洋经济博览会'],
        scene: 'coast',
      },
      {
        article_type: 4,
        link_url: `${MEDIA}/h5/expo.html`,
      },
    );
    addStory(
      1,
      'zhCulture',
      {
        title: 'H5｜一图读懂澜海博物馆新馆',
        lead: '滑动浏览，带你逛遍新馆六大展厅。',
        body: [],
        tags: ['博物馆'],
        scene: 'abstract',
      },
      {
        article_type: 12,
        link_url: `${MEDIA}/h5/museum.html`,
      },
    );
    addStory(
      1,
      'zhHome',
      {
        title: '（待发布）澜海明年民生实事项目征集启动',
        lead: '明年民生实事项目即日起面向社会公开征集。',
        body: ['市民可在澜海日报客户端或拨打市民热线提出建议，征集截至下月十五日，候选项目将由市人大代表票决。'],
        tags: ['民生实事'],
        scene: 'abstract',
      },
      {
        a_status: 0,
      },
    );
    addStory(22, 'zhCity', {
      title: '本周末社区活动一览',
      lead: '本周末，全市各社区将举办二十余场文体活动，欢迎居民参加。',
      body: [
        '滨江社区：周六上午九点，亲子阅读会，地点在社区城市书房，报名请到社区服务站。',
        '青屿社区：周日下午两点，广场舞比赛，十二支社区舞蹈队将同台比拼。',
        '望潮社区：周日全天，旧物交换集市，居民可以带上闲置的图书和玩具来交换。',
      ],
      tags: ['社区活动'],
      scene: 'skyline',
    });

    // Two more announced broadcasts, left out of home's live strip. The browser tests' push test switches one
    // of them on and off in each project (the root and /m projects run side by side on one platform), so no
    // other test sees a state it did not set. Built last and without the seeded random sequence, so every
    // other row keeps its id and content.
    for (const [k, title] of ['直播预告｜澜海新年音乐会', '直播预告｜澜海湾灯光秀'].entries()) {
      const lead = `${title.split('｜')[1]}，澜海日报全程直播。`;
      const published = new Date(now.getTime() - (30 + k) * 60_000);
      articles.push({
        id: nextId++,
        column_id: 9,
        article_type: 6,
        title,
        publish_time: published,
        abstract: lead,
        content: `<p>${lead}</p>`,
        lang: 'zh',
        ...pictures(40 + k),
        credits: {},
        word_count: countWords(lead, 'zh'),
        live_status: 0,
        extra: liveExtra(0, false, published),
        count_click: 0,
        count_praise: 0,
        count_share: 0,
      });
    }

    // Articles whose cards open an activity and a vote (routerUrl: an in-app page), built last like the above;
    // each a minute newer than its column's newest, so it leads its column without leading home.
    {
      const newestOf = (columnId: number) =>
        Math.max(...articles.filter((a) => a.column_id === columnId).map((a) => a.publish_time.getTime()));
      const published = new Date(newestOf(51) + 60_000);
      const lead = '澜海博物馆新馆开馆首周推出免费导览，即日起接受市民报名，每场限额六十人。';
      articles.push({
        id: nextId++,
        column_id: 51,
        article_type: 0,
        title: '博物馆新馆开馆导览报名开启',
        publish_time: published,
        abstract: lead,
        content: `<p>${lead}</p>`,
        lang: 'zh',
        ...pictures(2),
        credits: {},
        word_count: countWords(lead, 'zh'),
        tags: ['博物馆'],
        extra: { picType: 1, routerUrl: `/activityDetail/${DEMO_ACTIVITIES.open}.html` },
        count_click: 0,
        count_praise: 0,
        count_share: 0,
      });
      const voteLead = '澜海最美街巷评选进入投票阶段，每位会员每天可投3票。';
      articles.push({
        id: nextId++,
        column_id: 22,
        article_type: 0,
        title: '澜海最美街巷评选投票开始',
        publish_time: new Date(newestOf(22) + 60_000),
        abstract: voteLead,
        content: `<p>${voteLead}</p>`,
        lang: 'zh',
        ...pictures(9),
        credits: {},
        word_count: countWords(voteLead, 'zh'),
        extra: { picType: 1, routerUrl: `/activityVote/${DEMO_VOTES.running}.html` },
        count_click: 0,
        count_praise: 0,
        count_share: 0,
      });
    }

    // The stories that fill the special topics out, built last like the above and published in the days
    // before the rest, so they lead no list.
    for (const [k, { columnId, story }] of topicStories.entries()) {
      const reporter = reporterNames[k % reporterNames.length]!;
      const artwork = artworkOf(k * 7, story.scene);
      const { html, words } = buildBody(story, 'zh', artwork, reporter);
      articles.push({
        id: nextId++,
        column_id: columnId,
        article_type: 0,
        title: story.title,
        publish_time: new Date(now.getTime() - (2 + k) * 86_400_000),
        abstract: story.lead,
        content: html,
        lang: 'zh',
        ...pictures(artwork),
        credits: { source: '澜海日报', editor: editorNames[k % editorNames.length]! },
        word_count: words,
        reporter_id: (k % reporterNames.length) + 1,
        tags: story.tags,
        extra: { picType: 1 },
        count_click: 200 + k * 37,
        count_praise: k * 3,
        count_share: k,
      });
    }

    // One article shared with sharing closed, one from a media account.
    articles.find((a) => a.column_id === 3)!.share_closed = true;
    articles
      .filter((a) => a.column_id === 22)
      .forEach((a, k) => {
        if (k < 3) a.xy_account_id = 2;
      });

    for (const a of articles) {
      await tx.query(
        `INSERT INTO articles (id, site_id, column_id, article_type, title, sub_title, a_status, publish_time, abstract,
           content, lang, pic_small, pic_middle, pic_big, pic_list, share_pic_url, share_content, credits, word_count,
           live_status, link_url, video, reporter_id, xy_account_id, share_closed, tags, extra, count_click,
           count_praise, count_share)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
           $23, $24, $25, $26, $27, $28, $29, $30)`,
        [
          a.id,
          DEMO_SITE_ID,
          a.column_id,
          a.article_type,
          a.title,
          a.sub_title ?? '',
          a.a_status ?? 1,
          a.publish_time,
          a.abstract,
          a.content,
          a.lang,
          a.pic_small,
          a.pic_middle,
          a.pic_big,
          JSON.stringify(a.pic_list ?? []),
          a.share_pic_url ?? '',
          a.share_content ?? '',
          JSON.stringify(a.credits),
          a.word_count,
          a.live_status ?? null,
          a.link_url ?? '',
          a.video ? JSON.stringify(a.video) : null,
          a.reporter_id ?? null,
          a.xy_account_id ?? null,
          a.share_closed ?? false,
          JSON.stringify(a.tags ?? []),
          JSON.stringify(a.extra ?? {}),
          a.count_click,
          a.count_praise,
          a.count_share,
        ],
      );
    }

    const published = articles.filter((a) => (a.a_status ?? 1) === 1);
    const zhPublished = published.filter((a) => a.lang === 'zh');

    // Carousels: home, local, English.
    const carousel = async (columnId: number, rows: ArticleRow[]) => {
      for (const [sort, row] of rows.entries())
        await tx.query('INSERT INTO column_carousel (column_id, article_id, sort) VALUES ($1, $2, $3)', [
          columnId,
          row.id,
          sort,
        ]);
    };
    // home's carousel leads with stories no module of home shows (its list leaves them out: no story twice)
    const story = (title: string) => articles.find((a) => a.title === title)!;
    await carousel(1, [
      articles[0]!,
      articles[1]!,
      articles[5]!,
      story('澜海马拉松鸣枪开跑 三万名跑者奔跑在滨江'),
      story('澜海博物馆新馆开放 三千件文物首次集中亮相'),
    ]);
    await carousel(2, published.filter((a) => a.column_id === 21).slice(0, 3));
    await carousel(10, published.filter((a) => a.lang === 'en').slice(0, 3));

    // Home modules: a top module, then types 0, 7, 8, 9, 10, 11 and a type 3 the front end drops.
    const byType = (type: number) => zhPublished.filter((a) => a.article_type === type);
    const modules: {
      type: number;
      name: string;
      style: number;
      position: number;
      top?: boolean;
      items: ArticleRow[] | number[];
    }[] = [
      {
        type: 0,
        name: '今日头条',
        style: 1,
        position: 0,
        top: true,
        items: zhPublished.filter((a) => a.column_id === 1).slice(2, 5),
      },
      {
        type: 0,
        name: '热点推荐',
        style: 0,
        position: 3,
        items: zhPublished.filter((a) => a.column_id === 21).slice(0, 6),
      },
      { type: 7, name: '图说澜海', style: 2, position: 6, items: byType(1).slice(0, 4) },
      { type: 8, name: '栏目推荐', style: 2, position: 9, items: [2, 3, 4, 5, 11, 12, 16, 10] },
      { type: 9, name: '视频', style: 0, position: 12, items: byType(2).slice(0, 6) },
      // the broadcasts to watch again (home's live strip has the running and announced ones)
      { type: 10, name: '直播回放', style: 0, position: 15, items: liveRows.filter((row) => row.live_status === 2) },
      { type: 11, name: '专题', style: 1, position: 18, items: topicRows.slice(0, 3) },
      { type: 3, name: '（旧版模块）', style: 0, position: 19, items: zhPublished.slice(0, 2) },
    ];
    for (const [index, module] of modules.entries()) {
      const id = 500 + index;
      await tx.query(
        `INSERT INTO modules (id, column_id, type, name, cm_display_style, position, is_top, sort) VALUES ($1, 1, $2, $3, $4, $5, $6, $7)`,
        [id, module.type, module.name, module.style, module.position, module.top ?? false, index],
      );
      for (const [sort, item] of module.items.entries()) {
        const isColumn = typeof item === 'number';
        await tx.query('INSERT INTO module_items (module_id, sort, article_id, column_id) VALUES ($1, $2, $3, $4)', [
          id,
          sort,
          isColumn ? null : item.id,
          isColumn ? item : null,
        ]);
      }
    }

    // Special-topic children: the published stories (not other topics or lives) that carry the topic's tag,
    // newest first, in two groups.
    for (const topic of topicRows) {
      skipDraws(random, 1);
      const tag = topic.tags![0]!;
      const children = published
        .filter((a) => [0, 1, 2].includes(a.article_type) && a.lang === topic.lang && a.tags?.includes(tag))
        .sort((a, b) => b.publish_time.getTime() - a.publish_time.getTime())
        .slice(0, 8);
      for (const [sort, child] of children.entries()) {
        const group = topic.lang === 'en' ? (sort < 4 ? 'Top stories' : 'More') : sort < 4 ? '最新进展' : '相关报道';
        await tx.query(
          'INSERT INTO special_topic_items (topic_id, article_id, group_name, sort) VALUES ($1, $2, $3, $4)',
          [topic.id, child.id, group, sort],
        );
      }
    }

    // Each started broadcast's own reports, from its start: an ended one's every eight minutes, a running
    // one's spread up to two minutes ago; the newsroom's key events and pinned report marked.
    for (const [index, live] of liveRows.entries()) {
      if (live.live_status === 0) continue;
      const { scene } = lives[index]!;
      const { reports, keyEvents, pinned } = Object.values(liveReports).find(({ tag }) => live.tags?.includes(tag))!;
      const start = live.publish_time.getTime() + 600_000;
      const step =
        live.live_status === 1 ? Math.max(30_000, (now.getTime() - 120_000 - start) / reports.length) : 480_000;
      for (const [k, text] of reports.entries()) {
        await tx.query(
          `INSERT INTO live_reports (article_id, reporter_id, content, pics, created_at, key_event, pinned)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            live.id,
            (k % reporterNames.length) + 1,
            text,
            JSON.stringify(k % 3 === 1 ? [pictures(artworkOf(k * 9, scene)).pic_middle] : []),
            new Date(start + (k + 1) * step),
            keyEvents.includes(k),
            k === pinned,
          ],
        );
      }
    }

    // Members (demo readers who commented) and comments: replies, hot, official, top, excellent, one in review.
    const memberIds: number[] = [];
    for (const [index, name] of commenterNames.entries()) {
      // readers of long standing: each joined a year or more before anything they wrote here
      const [member] = await tx.query<{ id: number }>(
        'INSERT INTO members (site_id, nickname, avatar, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [
          DEMO_SITE_ID,
          name,
          `${MEDIA}/${avatarFile(index % AVATARS)}`,
          new Date(now.getTime() - (400 + index * 23) * 86_400_000),
        ],
      );
      memberIds.push(member!.id);
    }
    let comments = 0;
    const insertComment = async (
      q: Queryable,
      values: {
        articleId: number;
        parentId: number;
        rootId: number;
        memberIndex: number;
        content: string;
        status?: number;
        official?: boolean;
        top?: boolean;
        excellent?: boolean;
        praise: number;
        at: Date;
      },
    ) => {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO comments (article_id, parent_id, root_id, member_id, user_name, avatar, content, status, is_official,
           is_top, is_excellent, count_praise, location, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          values.articleId,
          values.parentId,
          values.rootId,
          values.official ? null : memberIds[values.memberIndex],
          values.official ? '澜海日报' : commenterNames[values.memberIndex],
          values.official ? `${MEDIA}/brand/logo.svg` : `${MEDIA}/${avatarFile(values.memberIndex % AVATARS)}`,
          values.content,
          values.status ?? 1,
          values.official ?? false,
          values.top ?? false,
          values.excellent ?? false,
          values.praise,
          pick(random, ['浙江', '上海', '江苏', '广东', '北京', '']),
          values.at,
        ],
      );
      comments++;
      return row!.id;
    };
    const commented = published.filter((a) => a.article_type !== 6).slice(0, 60);
    for (const [index, article] of commented.entries()) {
      const count = index < 3 ? 14 : intBetween(random, 1, 6);
      for (let k = 0; k < count; k++) {
        // after the article, before now (the newest articles' comments came in the last minutes)
        const at = new Date(
          Math.min(
            article.publish_time.getTime() + (k + 1) * intBetween(random, 5, 90) * 60_000,
            now.getTime() - (count - k) * 60_000,
          ),
        );
        const memberIndex = intBetween(random, 0, commenterNames.length - 1);
        const id = await insertComment(tx, {
          articleId: article.id,
          parentId: 0,
          rootId: 0,
          memberIndex,
          content: pick(random, commentTexts),
          praise: k === 0 ? intBetween(random, 120, 900) : intBetween(random, 0, 60),
          top: index === 0 && k === 1,
          excellent: index === 0 && k === 2,
          status: index === 0 && k === 3 ? 0 : 1,
          at,
        });
        const replies = k < 2 ? intBetween(random, 1, 3) : random() < 0.2 ? 1 : 0;
        for (let r = 0; r < replies; r++) {
          await insertComment(tx, {
            articleId: article.id,
            parentId: id,
            rootId: id,
            memberIndex: (memberIndex + r + 1) % commenterNames.length,
            content: pick(random, replyTexts),
            official: index === 0 && k === 0 && r === 0,
            praise: intBetween(random, 0, 40),
            at: new Date(at.getTime() + (r + 1) * 600_000),
          });
        }
      }
      if (index === 0) {
        await insertComment(tx, {
          articleId: article.id,
          parentId: 0,
          rootId: 0,
          memberIndex: 3,
          content: '规划里的地铁环线和澜海湾大桥最让人期待，希望都能按期建成。',
          praise: 2,
          at: new Date(article.publish_time.getTime() + 90 * 60_000),
        });
        await insertComment(tx, {
          articleId: article.id,
          parentId: 0,
          rootId: 0,
          memberIndex: 0,
          content: '感谢各位读者的关注，我们将持续跟踪报道。',
          official: true,
          praise: 66,
          at: new Date(article.publish_time.getTime() + 3_600_000),
        });
      }
    }

    await seedActivities(tx, { siteId: DEMO_SITE_ID, now, memberIds });
    await seedVotes(tx, { siteId: DEMO_SITE_ID, now });
    await seedPoints(tx, {
      siteId: DEMO_SITE_ID,
      now,
      articleIds: published.slice(0, 30).map((article) => article.id),
      avatar: `${MEDIA}/${avatarFile(2)}`,
      inviteeIds: memberIds.slice(0, 2),
    });
    await seedAds(tx, { siteId: DEMO_SITE_ID, now });
    await seedReading(tx, { siteId: DEMO_SITE_ID, now, mediaDir: options.mediaDir, articles: published });
    const community = {
      siteId: DEMO_SITE_ID,
      now,
      picture: (artwork: number) => pictures(artwork),
      video: { url: `${MEDIA}/hls/demo/index.m3u8`, poster: pictures(11).pic_middle, duration: 4 },
    };
    await seedXyAccounts(tx, community);
    await seedReporterDynamics(tx, community);
    await seedQuestions(tx, {
      ...community,
      mediaDir: options.mediaDir,
      media: MEDIA,
      avatar: (seed) => `${MEDIA}/${avatarFile(seed % AVATARS)}`,
    });
    await seedTipoffs(tx, { ...community, media: MEDIA });
    await seedCircles(tx, { ...community, memberIds });
    await seedFigures(tx, { ...community, avatar: (seed) => `${MEDIA}/${avatarFile(seed % AVATARS)}` });
    await seedShortVideos(tx, { ...community, avatar: (seed) => `${MEDIA}/${avatarFile(seed % AVATARS)}` });
    await seedSecureSite(tx);
    await seedVotes(tx, { siteId: SECURE_SITE_ID, now, votes: SECURE_VOTES });
    return { columns: DEMO_COLUMNS.length, articles: articles.length, comments, picturesWritten };
  });
}

/**
 * A second, small site that runs the whole protocol: token mode and signed calls (xyAuth 2). Its columns
 * and articles are copies of the demo site's home and local news. A front end with SITE_ID=2 reads it.
 */
export const SECURE_SITE_ID = 2;
export const SECURE_APP_ID = 'lanhai-secure';
export const SECURE_APP_CLIENT = { appKey: 'lanhai-secure-9d1e', appSecret: 'Sx-3Fh8Lq1Vn6Cw2Jm5Tg9Pk' };

async function seedSecureSite(tx: Queryable): Promise<void> {
  const config = demoSiteConfig() as Record<string, unknown> & {
    siteConfig: Record<string, unknown>;
    xyApi: Record<string, unknown>;
  };
  config.siteConfig = {
    ...config.siteConfig,
    siteId: SECURE_SITE_ID,
    siteName: '澜海日报·安全版',
    mainTitle: '澜海日报·安全版',
    // no ads on this site: the front end must not ask for any
    advertising: 0,
    // comments closed (audit type 2): the comment box is hidden, reading and likes go on
    discuss: { auditType: 2, closed: 1 },
  };
  config.xyApi = { ...config.xyApi, siteId: SECURE_SITE_ID, xyAuth: 2 };
  // this site turns on debug protection and the debugging console (the browser tests prove both)
  config._rd_debug = { protect: 1, console: 1 };
  // the picture service's suffix (compress, same size): every picture address of this site carries it
  config.imageSuffix = '?imageslim';
  config.tokenEnable = true;
  await tx.query('INSERT INTO site_config (site_id, app_id, config) VALUES ($1, $2, $3)', [
    SECURE_SITE_ID,
    SECURE_APP_ID,
    JSON.stringify(config),
  ]);
  await tx.query('INSERT INTO app_clients (app_key, site_id, app_secret) VALUES ($1, $2, $3)', [
    SECURE_APP_CLIENT.appKey,
    SECURE_SITE_ID,
    SECURE_APP_CLIENT.appSecret,
  ]);
  await tx.query(
    `INSERT INTO columns (id, site_id, parent_id, name, column_style, sort, lang, description, img_url, aggregate)
     SELECT id + 1000, $1, CASE WHEN parent_id = 0 THEN 0 ELSE parent_id + 1000 END, name, column_style, sort, lang, description, img_url, aggregate
     FROM columns WHERE site_id = 1 AND id IN (1, 2, 21, 22)`,
    [SECURE_SITE_ID],
  );
  await tx.query(
    `INSERT INTO articles (id, site_id, column_id, article_type, title, sub_title, a_status, publish_time, abstract, content, lang,
       pic_small, pic_middle, pic_big, pic_list, share_pic_url, share_content, credits, word_count, live_status, link_url, video,
       reporter_id, xy_account_id, share_closed, tags, extra, count_click, count_praise, count_share)
     SELECT id + 10000, $1, column_id + 1000, article_type, title, sub_title, a_status, publish_time, abstract, content, lang,
       pic_small, pic_middle, pic_big, pic_list, share_pic_url, share_content, credits, word_count, live_status, link_url, video,
       reporter_id, xy_account_id, share_closed, tags, extra, count_click, count_praise, count_share
     FROM articles WHERE site_id = 1 AND column_id IN (1, 21, 22) AND a_status = 1`,
    [SECURE_SITE_ID],
  );
  // a reader whose login has expired: calls with this access token answer 10102
  const [member] = await tx.query<{ id: number }>(
    'INSERT INTO members (site_id, nickname) VALUES ($1, $2) RETURNING id',
    [SECURE_SITE_ID, '演示读者'],
  );
  await tx.query(
    `INSERT INTO security_tokens (token, kind, site_id, member_id, created_at, expires_at)
     VALUES ($1, 'access', $2, $3, now() - interval '3 hours', now() - interval '1 hour')`,
    [EXPIRED_ACCESS_TOKEN, SECURE_SITE_ID, member!.id],
  );
}

/** The secure site's expired member login (see seedSecureSite). */
export const EXPIRED_ACCESS_TOKEN = 'demo-expired-access-token';
