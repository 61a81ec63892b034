-- 报料: a reader's tip-off to the newsroom, with pictures, videos or audios, and the newsroom's reply.
-- 征稿: a call for submissions, and the submissions (投稿) readers send to it or on their own.

CREATE TABLE tipoffs (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  author text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  videos jsonb NOT NULL DEFAULT '[]',
  audios jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  -- 0 being looked into, 1 taken up by the newsroom
  status smallint NOT NULL DEFAULT 0,
  reply text NOT NULL DEFAULT '',
  lang text NOT NULL DEFAULT 'zh'
);

CREATE TABLE seek_calls (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  pic text NOT NULL DEFAULT '',
  ends_at timestamptz NOT NULL
);

CREATE TABLE submissions (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  call_id integer REFERENCES seek_calls (id),
  title text NOT NULL,
  content text NOT NULL,
  author text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  videos jsonb NOT NULL DEFAULT '[]',
  audios jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  -- 0 received, 1 published
  status smallint NOT NULL DEFAULT 0,
  lang text NOT NULL DEFAULT 'zh'
);

CREATE INDEX submissions_call ON submissions (call_id, created_at DESC);
