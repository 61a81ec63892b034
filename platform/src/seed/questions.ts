/**
 * Demo questions and answers: a 问吧 topic with a guest and 25 questions (a second page), an English one,
 * three 问政 questions (pictures with a voice message and an answer with pictures, a video still being
 * handled, one in English), and the articles that lead to them (routerUrl), in the 时政, 城事 and English
 * columns. The voice message is a WAV tone written into the media folder.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db';
import { insertEntryArticles, type DemoVideo, type Pictures } from './dynamics';
import { createRandom, intBetween, pick } from './random';

export const DEMO_QUESTIONS = {
  topic: 1,
  englishTopic: 2,
  /** 问政 with pictures, a voice message and an answer with pictures. */
  withPictures: 3001,
  /** 问政 with a video, not answered yet. */
  withVideo: 3002,
  english: 3003,
} as const;

/** The voice message's file under the media folder, and its length in seconds. */
export const VOICE_FILE = 'audio/qa-voice.wav';
export const VOICE_SECONDS = 3;

const HOUR = 3_600_000;

/** A mono 16-bit WAV of a soft two-tone chime, `seconds` long at 8 kHz. */
export function voiceWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let k = 0; k < samples; k++) {
    const t = k / rate;
    const tone = Math.sin(2 * Math.PI * (t % 1 < 0.5 ? 523.25 : 659.25) * t);
    const envelope = Math.min(1, (t % 0.5) * 20) * Math.exp(-3 * (t % 0.5));
    wav.writeInt16LE(Math.round(tone * envelope * 9000), 44 + k * 2);
  }
  return wav;
}

async function writeVoice(mediaDir: string): Promise<void> {
  const file = path.join(mediaDir, VOICE_FILE);
  if (existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, voiceWav(VOICE_SECONDS));
  await rename(temporary, file);
}

const ASKERS = ['滨江老王', '海边的风', '新市民小李', '跑者小林', '图书馆常客', '夜跑爱好者', '老城居民', '港区职工'];
const TOPIC_QUESTIONS: [string, string | null][] = [
  ['老城区改造会保留哪些老建筑？', '骑楼街区和三座老码头仓库都会保留，并作为公共空间开放。'],
  ['改造期间商户怎么安置？', '我们在邻近街区设了过渡经营点，租金减半。'],
  ['小巷里的停车问题怎么解决？', '周边新建两处立体停车场，共三百余个车位。'],
  ['改造后还能看到老街的烟火气吗？', '会的，早点铺、修鞋摊这些老行当都会请回来。'],
  ['什么时候能全部完工？', '计划明年五一前全部完工开放。'],
  ['居民意见怎么收集？', '每个社区都设了意见箱，也可以在这里留言。'],
  ['老房子加装电梯有补贴吗？', '有，每部补贴二十万元，具体看街道公示。'],
  ['夜间施工噪音太大怎么办？', '夜间十点后禁止高噪音作业，可拨打12345投诉。'],
  ['历史街区会收门票吗？', '不收门票，全天开放。'],
  ['改造资金从哪里来？', null],
  ['会增加公共厕所吗？', null],
  ['老树会被移走吗？', null],
];

export async function seedQuestions(
  tx: Queryable,
  {
    siteId,
    now,
    mediaDir,
    media,
    picture,
    video,
    avatar,
  }: {
    siteId: number;
    now: Date;
    mediaDir: string;
    /** The media base the stored addresses start with ({media}). */
    media: string;
    picture: (artwork: number) => Pictures;
    video: DemoVideo;
    avatar: (seed: number) => string;
  },
): Promise<void> {
  const random = createRandom(9001);
  await writeVoice(mediaDir);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  await tx.query(
    `INSERT INTO ask_topics (id, site_id, title, description, pic, guest_name, guest_title, guest_avatar, starts_at, ends_at, lang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'zh'), ($11, $2, $12, $13, $14, $15, $16, $17, $9, $10, 'en')`,
    [
      DEMO_QUESTIONS.topic,
      siteId,
      '老城区更新，你最关心什么？',
      '澜海老城区更新改造启动，规划局负责人在线回答网友提问。',
      picture(21).pic_big,
      '陈建国',
      '市规划局副局长',
      avatar(3),
      ago(72),
      new Date(now.getTime() + 72 * HOUR),
      DEMO_QUESTIONS.englishTopic,
      'Ask the curator: the new city museum',
      'The curator of the Lanhai museum answers readers’ questions about its first exhibitions.',
      picture(33).pic_big,
      'Helen Zhou',
      'Curator, Lanhai Museum',
      avatar(5),
    ],
  );
  // 25 questions: the answered ones first asked, so the page shows both kinds; a second page of 5
  for (let k = 0; k < 25; k++) {
    const [content, answer] = TOPIC_QUESTIONS[k % TOPIC_QUESTIONS.length]!;
    const asked = ago(70 - k * 2);
    await tx.query(
      `INSERT INTO ask_questions (id, topic_id, asker, asker_avatar, content, asked_at, answer, answered_at, count_praise)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        4001 + k,
        DEMO_QUESTIONS.topic,
        pick(random, ASKERS),
        avatar(k % 16),
        k < TOPIC_QUESTIONS.length ? content : `${content}（追问${Math.floor(k / TOPIC_QUESTIONS.length)}）`,
        asked,
        answer,
        answer ? new Date(asked.getTime() + intBetween(random, 1, 20) * HOUR) : null,
        intBetween(random, 0, 300),
      ],
    );
  }
  const english: [string, string | null][] = [
    ['Which exhibitions open first?', 'The sea trade gallery and the paper-cut gallery, on opening day.'],
    ['Is there an audio guide in English?', 'Yes, free at the front desk and in the museum’s app.'],
    ['Can school classes visit for free?', 'Every weekday morning, on booking.'],
    ['Will the old harbour maps be shown?', null],
  ];
  for (const [k, [content, answer]] of english.entries())
    await tx.query(
      `INSERT INTO ask_questions (id, topic_id, asker, content, asked_at, answer, answered_at, count_praise)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        4101 + k,
        DEMO_QUESTIONS.englishTopic,
        ['Anna K.', 'Tom', 'M. Dubois', 'Lee'][k],
        content,
        ago(40 - k * 3),
        answer,
        answer ? ago(30 - k * 3) : null,
        10 - k,
      ],
    );

  const voice = { url: `${media}/${VOICE_FILE}`, title: '语音留言', duration: 3 };
  await tx.query(
    `INSERT INTO gov_questions (id, site_id, title, content, asker, department, qa_type, images, videos, audios, asked_at, answer, answer_pics, answered_at, lang)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, '[]', $8, $9, $10, $11, $12, 'zh'),
            ($13, $2, $14, $15, $16, $17, 2, '[]', $18, '[]', $19, NULL, '[]', NULL, 'zh'),
            ($20, $2, $21, $22, $23, $24, 1, $25, '[]', '[]', $26, $27, '[]', $28, 'en')`,
    [
      DEMO_QUESTIONS.withPictures,
      siteId,
      '滨江路人行道破损，何时修复？',
      '滨江路海景花园门口一段人行道地砖破损多处，雨天积水，老人孩子容易摔倒，希望尽快修复。附照片和语音说明。',
      '滨江老王',
      '市住房和城乡建设局',
      JSON.stringify([picture(12).pic_middle, picture(25).pic_middle, picture(38).pic_middle]),
      JSON.stringify([voice]),
      ago(50),
      '您好，经现场核查，该路段人行道已列入本月维修计划，已于日前完成修复，感谢您的监督。',
      JSON.stringify([picture(44).pic_middle, picture(45).pic_middle]),
      ago(20),
      DEMO_QUESTIONS.withVideo,
      '夜市油烟扰民问题',
      '东湖夜市每晚油烟很大，楼上住户无法开窗，视频为晚上九点拍摄。',
      '东湖居民',
      '市生态环境局',
      JSON.stringify([video]),
      ago(10),
      DEMO_QUESTIONS.english,
      'Bus stop signs in English at the ferry pier?',
      'The signs at the ferry pier bus stop are in Chinese only; visitors often miss their bus.',
      'Anna K.',
      'Lanhai Transport Bureau',
      JSON.stringify([picture(7).pic_middle]),
      ago(60),
      'Thank you: bilingual signs were put up at the pier and at the three stops after it.',
      ago(30),
    ],
  );

  // the articles that lead to them, as an editor would place them in a column
  await insertEntryArticles(tx, { siteId, now, picture }, [
    [19001, 3, '问政｜滨江路人行道破损，住建局：已修复', `/qaDetail/${DEMO_QUESTIONS.withPictures}.html`, 'zh', 12],
    [19002, 3, '问政｜夜市油烟扰民，环保局正在处理', `/newQaDetail/${DEMO_QUESTIONS.withVideo}.html`, 'zh', 13],
    [19003, 21, '问吧｜老城区更新，规划局副局长在线答问', `/topicDetail/${DEMO_QUESTIONS.topic}.html`, 'zh', 21],
    [19004, 103, 'Ask the curator: the new city museum', `/topicDetail/${DEMO_QUESTIONS.englishTopic}.html`, 'en', 33],
    [19005, 101, 'Readers ask: bilingual signs at the ferry pier', `/qaDetail/${DEMO_QUESTIONS.english}.html`, 'en', 7],
  ]);
}
