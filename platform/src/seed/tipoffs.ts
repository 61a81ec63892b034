/**
 * Demo tip-offs (报料: pictures with a voice message and the newsroom's reply, a video being looked into,
 * one in English), two calls for submissions (征稿) with readers' submissions, and the articles that lead
 * to them (routerUrl) in 城事, 文化 and the English columns.
 */
import type { Queryable } from '../db';
import { insertEntryArticles, type DemoVideo, type Pictures } from './dynamics';
import { VOICE_FILE, VOICE_SECONDS } from './questions';

export const DEMO_TIPOFFS = {
  withPictures: 5001,
  withVideo: 5002,
  english: 5003,
  call: 1,
  englishCall: 2,
  /** A submission with pictures to the first call, by an author who sent two. */
  submission: 6001,
  englishSubmission: 6101,
  /** The author of two submissions to the first call. */
  author: '滨江老王',
} as const;

const HOUR = 3_600_000;

export async function seedTipoffs(
  tx: Queryable,
  {
    siteId,
    now,
    media,
    picture,
    video,
  }: { siteId: number; now: Date; media: string; picture: (artwork: number) => Pictures; video: DemoVideo },
): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const voice = JSON.stringify([{ url: `${media}/${VOICE_FILE}`, title: '语音说明', duration: VOICE_SECONDS }]);
  const pics = (...artworks: number[]) => JSON.stringify(artworks.map((artwork) => picture(artwork).pic_middle));

  await tx.query(
    `INSERT INTO tipoffs (id, site_id, title, content, author, pics, videos, audios, created_at, status, reply, lang) VALUES
     ($1, $2, '滨江公园路灯连续一周不亮', '滨江公园北门到码头一段路灯一周没亮，晚上散步很不安全。附照片和语音说明。', '夜跑爱好者', $3, '[]', $4, $5, 1, '感谢报料，记者已联系市政部门，路灯已于昨晚修复，相关报道已刊发。', 'zh'),
     ($6, $2, '老街一处围墙出现裂缝', '老城区骑楼街一处围墙出现明显裂缝，视频是今天早上拍的。', '老城居民', '[]', $7, '[]', $8, 0, '', 'zh'),
     ($9, $2, 'Ferry timetable not updated', 'The timetable at the Qingyu ferry pier still shows the winter schedule.', 'Tom', $10, '[]', '[]', $11, 1, 'Thanks: the ferry company has put up the summer timetable.', 'en')`,
    [
      DEMO_TIPOFFS.withPictures,
      siteId,
      pics(14, 27),
      voice,
      ago(40),
      DEMO_TIPOFFS.withVideo,
      JSON.stringify([video]),
      ago(6),
      DEMO_TIPOFFS.english,
      pics(8),
      ago(30),
    ],
  );

  await tx.query(
    `INSERT INTO seek_calls (id, site_id, title, description, pic, ends_at) VALUES
     ($1, $2, '征稿｜我的澜海故事', '讲讲你和这座城市的故事：一条街、一个人、一顿饭都可以。优秀稿件将在澜海日报刊发。', $3, $4),
     ($5, $2, 'Call for stories: my Lanhai', 'Tell us about a street, a person or a meal in Lanhai. The best stories run in the English edition.', $6, $4)`,
    [
      DEMO_TIPOFFS.call,
      siteId,
      picture(30).pic_big,
      new Date(now.getTime() + 20 * 24 * HOUR),
      DEMO_TIPOFFS.englishCall,
      picture(31).pic_big,
    ],
  );
  const submissions: [number, number, string, string, string, string, number][] = [
    [
      DEMO_TIPOFFS.submission,
      DEMO_TIPOFFS.call,
      '外婆的骑楼',
      '外婆在骑楼下开了四十年裁缝铺，针线声是我童年的背景音。',
      DEMO_TIPOFFS.author,
      pics(40, 41, 42),
      1,
    ],
    [
      6002,
      DEMO_TIPOFFS.call,
      '码头的早晨',
      '凌晨五点的码头，渔民们卸货、讨价还价，城市从这里醒来。',
      DEMO_TIPOFFS.author,
      pics(43),
      0,
    ],
    [6003, DEMO_TIPOFFS.call, '一碗鱼丸面', '老街口的鱼丸面，三十年没涨过价。', '新市民小李', '[]', 1],
    [6004, DEMO_TIPOFFS.call, '夜跑滨江', '每天晚上沿着滨江步道跑五公里，看灯一盏盏亮起。', '夜跑爱好者', pics(44), 0],
    [
      DEMO_TIPOFFS.englishSubmission,
      DEMO_TIPOFFS.englishCall,
      'The tailor under the arcade',
      'My grandmother ran a tailor’s shop under the arcade for forty years.',
      'Anna K.',
      pics(45),
      1,
    ],
    [
      6102,
      DEMO_TIPOFFS.englishCall,
      'Morning at the pier',
      'At five in the morning the fishermen unload and the city wakes up.',
      'Tom',
      '[]',
      0,
    ],
  ];
  for (const [index, [id, call, title, content, author, attached, status]] of submissions.entries())
    await tx.query(
      `INSERT INTO submissions (id, site_id, call_id, title, content, author, pics, created_at, status, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        siteId,
        call,
        title,
        content,
        author,
        attached,
        ago(10 + index * 5),
        status,
        call === DEMO_TIPOFFS.englishCall ? 'en' : 'zh',
      ],
    );

  await insertEntryArticles(tx, { siteId, now, picture }, [
    [19006, 21, '报料｜滨江公园路灯一周不亮，已修复', `/tipoffDetail/${DEMO_TIPOFFS.withPictures}.html`, 'zh', 14],
    [
      19007,
      51,
      '征稿｜我的澜海故事：外婆的骑楼',
      `/seekArticleDetail/${DEMO_TIPOFFS.call}/${DEMO_TIPOFFS.submission}.html`,
      'zh',
      40,
    ],
    [19008, 101, 'Tip-off: the ferry timetable, now updated', `/tipoffDetail/${DEMO_TIPOFFS.english}.html`, 'en', 8],
    [
      19009,
      103,
      'Readers’ stories: the tailor under the arcade',
      `/seekArticleDetail/${DEMO_TIPOFFS.englishCall}/${DEMO_TIPOFFS.englishSubmission}.html`,
      'en',
      45,
    ],
  ]);
}
