/**
 * Questions and answers: 问吧 (a topic put to a guest: its questions, the hot and new lists, one question)
 * and 问政 (a reader's question to a department with its attachments and the answer).
 */
import type { Queryable } from '../db';
import { formatPlatformTime } from '../envelope';
import { PAGE_SIZE } from './content';

/** How many questions the hot and the new list show. */
export const SHORT_LIST = 5;

interface TopicRow {
  id: number;
  title: string;
  description: string;
  pic: string;
  guest_name: string;
  guest_title: string;
  guest_avatar: string;
  starts_at: Date;
  ends_at: Date;
  lang: string;
}

interface QuestionRow {
  id: number;
  topic_id: number;
  asker: string;
  asker_avatar: string;
  content: string;
  asked_at: Date;
  answer: string | null;
  answered_at: Date | null;
  count_praise: number;
}

const time = (value: Date | null) => (value ? formatPlatformTime(value) : '');

function topicAnswer(row: TopicRow & { questions: number }) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pic: row.pic,
    guestName: row.guest_name,
    guestTitle: row.guest_title,
    guestAvatar: row.guest_avatar,
    startTime: time(row.starts_at),
    endTime: time(row.ends_at),
    questionCount: row.questions,
    lang: row.lang,
  };
}

function questionAnswer(row: QuestionRow) {
  return {
    id: row.id,
    topicId: row.topic_id,
    userName: row.asker,
    userAvatar: row.asker_avatar,
    content: row.content,
    createTime: time(row.asked_at),
    answer: row.answer ?? '',
    answerTime: time(row.answered_at),
    countPraise: row.count_praise,
  };
}

/** A site's 问吧 topic with how many questions it has, or undefined. */
export async function getAskTopic(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<TopicRow & { questions: number }>(
    `SELECT t.*, (SELECT count(*)::int FROM ask_questions q WHERE q.topic_id = t.id) AS questions
     FROM ask_topics t WHERE t.site_id = $1 AND t.id = $2`,
    [siteId, id],
  );
  return row ? topicAnswer(row) : undefined;
}

/** Whether a site has this 问吧 topic (a cheap check before listing its questions). */
export async function askTopicExists(db: Queryable, siteId: number, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ask_topics WHERE site_id = $1 AND id = $2', [siteId, id])).length > 0;
}

/** A topic's questions, newest first, 20 a page. */
export async function listAskQuestions(db: Queryable, topicId: number, page: number) {
  const rows = await db.query<QuestionRow>(
    'SELECT * FROM ask_questions WHERE topic_id = $1 ORDER BY asked_at DESC, id DESC LIMIT $2 OFFSET $3',
    [topicId, PAGE_SIZE + 1, page * PAGE_SIZE],
  );
  return { list: rows.slice(0, PAGE_SIZE).map(questionAnswer), hasMore: rows.length > PAGE_SIZE };
}

/** The hot list (the most liked answered questions) or the new list (the newest answers). */
export async function shortAskList(db: Queryable, topicId: number, kind: 'hot' | 'new') {
  const rows = await db.query<QuestionRow>(
    `SELECT * FROM ask_questions WHERE topic_id = $1 AND answer IS NOT NULL
     ORDER BY ${kind === 'hot' ? 'count_praise DESC' : 'answered_at DESC'}, id DESC LIMIT $2`,
    [topicId, SHORT_LIST],
  );
  return rows.map(questionAnswer);
}

/** One question of a site's topic, with the topic it belongs to; undefined for none or another site's. */
export async function getAskQuestion(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<
    QuestionRow & {
      topic_title: string;
      guest_name: string;
      guest_avatar: string;
      guest_title: string;
      topic_lang: string;
    }
  >(
    `SELECT q.*, t.title AS topic_title, t.guest_name, t.guest_avatar, t.guest_title, t.lang AS topic_lang
     FROM ask_questions q JOIN ask_topics t ON t.id = q.topic_id WHERE q.id = $1 AND t.site_id = $2`,
    [id, siteId],
  );
  return row
    ? {
        ...questionAnswer(row),
        topic: {
          id: row.topic_id,
          title: row.topic_title,
          guestName: row.guest_name,
          guestTitle: row.guest_title,
          guestAvatar: row.guest_avatar,
          lang: row.topic_lang,
        },
      }
    : undefined;
}

interface GovRow {
  id: number;
  title: string;
  content: string;
  asker: string;
  department: string;
  qa_type: number;
  images: string[];
  videos: { url: string; poster: string; duration: number }[];
  audios: { url: string; title: string; duration: number }[];
  asked_at: Date;
  answer: string | null;
  answer_pics: string[];
  answered_at: Date | null;
  lang: string;
}

/** How a site shows its 问政 questions (qaConfig): whether the department and the asker are named. */
export const QA_CONFIG = { showDepartment: true, showAsker: true } as const;

/** A site's 问政 question with its attachments, answer and the site's qaConfig, or undefined. */
export async function getGovQuestion(db: Queryable, siteId: number, id: number) {
  const [row] = await db.query<GovRow>('SELECT * FROM gov_questions WHERE site_id = $1 AND id = $2', [siteId, id]);
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    userName: row.asker,
    department: row.department,
    qaType: row.qa_type,
    images: row.images,
    videos: row.videos,
    audios: row.audios,
    createTime: time(row.asked_at),
    answer: row.answer ?? '',
    answerPics: row.answer_pics,
    answerTime: time(row.answered_at),
    lang: row.lang,
    qaConfig: QA_CONFIG,
  };
}
