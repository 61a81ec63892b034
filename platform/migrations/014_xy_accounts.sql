-- A media account's own page (xyDetail): its subscribers, bulletins, dynamics and the questions put to it.
-- Dynamics (动态: short posts with pictures or videos) belong to a media account or a reporter.

ALTER TABLE xy_accounts ADD COLUMN count_subscribe integer NOT NULL DEFAULT 0;
ALTER TABLE xy_accounts ADD COLUMN lang text NOT NULL DEFAULT 'zh';

CREATE TABLE xy_subscriptions (
  member_id integer NOT NULL REFERENCES members (id),
  account_id integer NOT NULL REFERENCES xy_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, account_id)
);

CREATE TABLE xy_bulletins (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES xy_accounts (id),
  title text NOT NULL,
  content text NOT NULL,
  publish_time timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0
);

CREATE INDEX xy_bulletins_account ON xy_bulletins (account_id, publish_time DESC);

CREATE TABLE dynamics (
  id serial PRIMARY KEY,
  site_id integer NOT NULL,
  owner_kind text NOT NULL CHECK (owner_kind IN ('xy', 'reporter')),
  owner_id integer NOT NULL,
  content text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  videos jsonb NOT NULL DEFAULT '[]',
  publish_time timestamptz NOT NULL,
  -- 1 published, 0 withdrawn
  status smallint NOT NULL DEFAULT 1
);

CREATE INDEX dynamics_owner ON dynamics (owner_kind, owner_id, publish_time DESC);

-- A reader's question to a media account, and the account's answer once given.
CREATE TABLE xy_questions (
  id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES xy_accounts (id),
  asker text NOT NULL,
  content text NOT NULL,
  asked_at timestamptz NOT NULL,
  answer text,
  answered_at timestamptz
);

CREATE INDEX xy_questions_account ON xy_questions (account_id, asked_at DESC);
