-- 问吧 (ask): a topic put to a guest, readers' questions and the guest's answers.
-- 问政 (government Q&A): a reader's question to a department, with pictures, videos or audios, and its answer.

CREATE TABLE ask_topics (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  pic text NOT NULL DEFAULT '',
  guest_name text NOT NULL,
  guest_title text NOT NULL DEFAULT '',
  guest_avatar text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  lang text NOT NULL DEFAULT 'zh'
);

CREATE TABLE ask_questions (
  id integer PRIMARY KEY,
  topic_id integer NOT NULL REFERENCES ask_topics (id),
  asker text NOT NULL,
  asker_avatar text NOT NULL DEFAULT '',
  content text NOT NULL,
  asked_at timestamptz NOT NULL,
  answer text,
  answered_at timestamptz,
  count_praise integer NOT NULL DEFAULT 0
);

CREATE INDEX ask_questions_topic ON ask_questions (topic_id, asked_at DESC);

CREATE TABLE gov_questions (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  asker text NOT NULL,
  department text NOT NULL,
  -- 1: its attachments are pictures, 2: videos (spec §3 QA.qaType)
  qa_type smallint NOT NULL DEFAULT 1,
  images jsonb NOT NULL DEFAULT '[]',
  videos jsonb NOT NULL DEFAULT '[]',
  audios jsonb NOT NULL DEFAULT '[]',
  asked_at timestamptz NOT NULL,
  answer text,
  answer_pics jsonb NOT NULL DEFAULT '[]',
  answered_at timestamptz,
  lang text NOT NULL DEFAULT 'zh'
);
