/**
 * Demo content of the reading screens beyond the feed: tags (tagList), media-account categories
 * (subscriptionList), five days of the printed edition with page pictures (paperSharePage), products
 * (productDetail) and notices (noticeDetail).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db';
import { drawPaperPage, encodeJpeg, PAPER_PAGE } from './images';

const MEDIA = '{media}';

/** Tags and the words in a title that earn them. */
/** The tags with pages of their own (tagList); articles carry them among their stories' tags. */
export const DEMO_TAGS: { id: number; name: string }[] = [
  { id: 1, name: '城市规划' },
  { id: 2, name: '发展' },
  { id: 3, name: '澜海马拉松' },
  { id: 4, name: '博物馆' },
  { id: 5, name: '文旅' },
  { id: 6, name: '民生实事' },
];

export const DEMO_XY_CATEGORIES = [
  { id: 1, name: '政务', accounts: [1, 4, 6] },
  { id: 2, name: '区县', accounts: [2, 5] },
  { id: 3, name: '文旅', accounts: [3, 1] },
  { id: 4, name: '高校', accounts: [] as number[] },
  { id: 5, name: 'English', accounts: [29, 30] },
];

/** Page areas of each layout as fractions of the page picture [x, y, w, h]. */
const LAYOUT_AREAS: [number, number, number, number][][] = [
  [
    [0.04, 0.11, 0.92, 0.36],
    [0.04, 0.48, 0.45, 0.25],
    [0.51, 0.48, 0.45, 0.25],
    [0.04, 0.74, 0.92, 0.22],
  ],
  [
    [0.04, 0.11, 0.6, 0.45],
    [0.66, 0.11, 0.3, 0.45],
    [0.04, 0.58, 0.92, 0.38],
  ],
  [
    [0.04, 0.11, 0.92, 0.28],
    [0.04, 0.41, 0.45, 0.55],
    [0.51, 0.41, 0.45, 0.27],
    [0.51, 0.69, 0.45, 0.27],
  ],
  [
    [0.04, 0.11, 0.45, 0.85],
    [0.51, 0.11, 0.45, 0.42],
    [0.51, 0.55, 0.45, 0.41],
  ],
];
const LAYOUT_NAMES = ['要闻', '城市', '经济', '文化'];
export const PAPER_DAYS = 5;
export const DEMO_PAPER_ID = 1;

export function paperPageFile(layout: number): string {
  return `paper/page${layout + 1}.jpg`;
}

async function drawPaperPages(mediaDir: string): Promise<void> {
  await mkdir(path.join(mediaDir, 'paper'), { recursive: true });
  for (const [k, areas] of LAYOUT_AREAS.entries()) {
    const file = path.join(mediaDir, paperPageFile(k));
    if (existsSync(file)) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, encodeJpeg(drawPaperPage(k + 3, areas), PAPER_PAGE.width, PAPER_PAGE.height, 70));
    await rename(temporary, file);
  }
}

/** A day as YYYY-MM-DD in Beijing time (the paper's dates). */
export function isoDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export async function seedReading(
  tx: Queryable,
  options: {
    siteId: number;
    now: Date;
    mediaDir: string;
    articles: { id: number; title: string; lang: string; article_type: number }[];
  },
): Promise<void> {
  const { siteId, now, articles } = options;
  for (const tag of DEMO_TAGS)
    await tx.query('INSERT INTO tags (id, site_id, name) VALUES ($1, $2, $3)', [tag.id, siteId, tag.name]);

  for (const [sort, category] of DEMO_XY_CATEGORIES.entries()) {
    await tx.query('INSERT INTO xy_categories (id, site_id, name, sort) VALUES ($1, $2, $3, $4)', [
      category.id,
      siteId,
      category.name,
      sort,
    ]);
    for (const [k, account] of category.accounts.entries())
      await tx.query('INSERT INTO xy_category_accounts (category_id, account_id, sort) VALUES ($1, $2, $3)', [
        category.id,
        account,
        k,
      ]);
  }

  await drawPaperPages(options.mediaDir);
  await tx.query('INSERT INTO papers (id, site_id, name) VALUES ($1, $2, $3)', [DEMO_PAPER_ID, siteId, '澜海日报']);
  const printable = articles.filter((a) => a.lang === 'zh' && a.article_type === 0);
  for (let day = 0; day < PAPER_DAYS; day++) {
    const edition = isoDay(new Date(now.getTime() - day * 86_400_000));
    for (const [k, areas] of LAYOUT_AREAS.entries()) {
      const [layout] = await tx.query<{ id: number }>(
        `INSERT INTO paper_layouts (paper_id, edition, layout, name, pic, width, height)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          DEMO_PAPER_ID,
          edition,
          `A${String(k + 1).padStart(2, '0')}`,
          LAYOUT_NAMES[k],
          `${MEDIA}/${paperPageFile(k)}`,
          PAPER_PAGE.width,
          PAPER_PAGE.height,
        ],
      );
      for (const [j, area] of areas.entries()) {
        const article = printable[(day * 7 + k * 4 + j) % printable.length]!;
        await tx.query(
          'INSERT INTO paper_articles (layout_id, article_id, mapping, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [layout!.id, article.id, JSON.stringify(area), j],
        );
      }
    }
  }

  const products = [
    {
      name: '澜海日报客户端',
      summary: '新闻、直播、政务服务一个客户端全搞定。',
      content:
        '<p>澜海日报客户端是澜海日报社的移动新闻客户端，提供要闻、本地、直播、视频和政务服务。</p><p>支持离线阅读、夜间模式和大字号。</p>',
      link: 'downloadClient',
    },
    {
      name: '澜海数字报',
      summary: '每天清晨，完整呈现当天《澜海日报》的每一个版面。',
      content: '<p>数字报与纸质报纸同步出版，逐版浏览，点击版面上的稿件即可阅读全文。</p>',
      link: 'paperSharePage',
    },
    {
      name: '澜海融媒云',
      summary: '为区县融媒体中心提供内容生产与发布服务。',
      content: '<p>融媒云覆盖全市各区县融媒体中心，提供策采编发一体化服务。</p>',
      link: '',
    },
  ];
  for (const [k, product] of products.entries())
    await tx.query(
      `INSERT INTO products (id, site_id, name, summary, pic, content, link_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        k + 1,
        siteId,
        product.name,
        product.summary,
        // the share size (1200×630): the product page shows it and its link unfurls with it
        `${MEDIA}/pic/art${String(10 + k * 7).padStart(3, '0')}_big.jpg`,
        product.content,
        product.link,
        k,
      ],
    );

  const notices = [
    {
      title: '关于澜海日报客户端系统升级的公告',
      content:
        '<p>为提升服务质量，澜海日报客户端将于本周六凌晨0:00至4:00进行系统升级，期间部分功能暂停使用。</p><p>给您带来的不便，敬请谅解。</p>',
    },
    {
      title: '澜海日报2027年度订阅开始啦',
      content: '<p>2027年度《澜海日报》订阅工作全面启动，读者可通过邮局、客户端或拨打订阅热线办理。</p>',
    },
    { title: '读者来信征集', content: '<p>欢迎读者来信，讲述您身边的新鲜事。来信请注明联系方式。</p>' },
  ];
  for (const [k, notice] of notices.entries())
    await tx.query('INSERT INTO notices (id, site_id, title, content, publish_time) VALUES ($1, $2, $3, $4, $5)', [
      k + 1,
      siteId,
      notice.title,
      notice.content,
      new Date(now.getTime() - (k * 3 + 1) * 3_600_000 * 7),
    ]);
}
