-- Content of the demo newspaper: site config, columns, articles and what hangs off them.
-- One statement per semicolon at a line end (see migrate.ts).

CREATE TABLE site_config (
  site_id integer PRIMARY KEY,
  app_id text NOT NULL,
  config jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE columns (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  parent_id integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  column_style integer NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  lang text NOT NULL DEFAULT 'zh',
  description text NOT NULL DEFAULT '',
  img_url text NOT NULL DEFAULT '',
  -- an aggregate column (the home feed) lists the newest articles of every column of its language
  aggregate boolean NOT NULL DEFAULT false
);

CREATE INDEX columns_parent ON columns (site_id, parent_id, sort);

CREATE TABLE reporters (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  follower_count integer NOT NULL DEFAULT 0
);

CREATE TABLE xy_accounts (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  status integer NOT NULL DEFAULT 0,
  forbidden integer NOT NULL DEFAULT 0,
  score integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  column_id integer NOT NULL REFERENCES columns (id),
  article_type smallint NOT NULL DEFAULT 0,
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  a_status smallint NOT NULL DEFAULT 1,
  publish_time timestamptz NOT NULL,
  abstract text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  lang text NOT NULL DEFAULT 'zh',
  pic_small text NOT NULL DEFAULT '',
  pic_middle text NOT NULL DEFAULT '',
  pic_big text NOT NULL DEFAULT '',
  pic_list jsonb NOT NULL DEFAULT '[]',
  share_pic_url text NOT NULL DEFAULT '',
  share_content text NOT NULL DEFAULT '',
  credits jsonb NOT NULL DEFAULT '{}',
  word_count integer NOT NULL DEFAULT 0,
  live_status smallint,
  link_url text NOT NULL DEFAULT '',
  video jsonb,
  reporter_id integer REFERENCES reporters (id),
  xy_account_id integer REFERENCES xy_accounts (id),
  share_closed boolean NOT NULL DEFAULT false,
  tags jsonb NOT NULL DEFAULT '[]',
  extra jsonb NOT NULL DEFAULT '{}',
  count_click integer NOT NULL DEFAULT 0,
  count_praise integer NOT NULL DEFAULT 0,
  count_share integer NOT NULL DEFAULT 0
);

CREATE INDEX articles_column_time ON articles (column_id, publish_time DESC, id DESC);

CREATE TABLE column_carousel (
  column_id integer NOT NULL REFERENCES columns (id),
  article_id integer NOT NULL REFERENCES articles (id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (column_id, article_id)
);

CREATE TABLE modules (
  id integer PRIMARY KEY,
  column_id integer NOT NULL REFERENCES columns (id),
  type smallint NOT NULL,
  name text NOT NULL,
  cm_display_style smallint NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0,
  is_top boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE module_items (
  module_id integer NOT NULL REFERENCES modules (id),
  sort integer NOT NULL,
  article_id integer REFERENCES articles (id),
  column_id integer REFERENCES columns (id),
  PRIMARY KEY (module_id, sort)
);

CREATE TABLE special_topic_items (
  topic_id integer NOT NULL REFERENCES articles (id),
  article_id integer NOT NULL REFERENCES articles (id),
  group_name text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (topic_id, article_id)
);

CREATE TABLE live_reports (
  id serial PRIMARY KEY,
  article_id integer NOT NULL REFERENCES articles (id),
  reporter_id integer REFERENCES reporters (id),
  content text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);

CREATE INDEX live_reports_article ON live_reports (article_id, created_at DESC);

CREATE TABLE members (
  id serial PRIMARY KEY,
  site_id integer NOT NULL,
  phone text UNIQUE,
  nickname text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  password_hash text,
  password_salt text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  article_id integer NOT NULL REFERENCES articles (id),
  parent_id integer NOT NULL DEFAULT 0,
  root_id integer NOT NULL DEFAULT 0,
  member_id integer REFERENCES members (id),
  user_name text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  content text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 1,
  is_official boolean NOT NULL DEFAULT false,
  is_top boolean NOT NULL DEFAULT false,
  is_excellent boolean NOT NULL DEFAULT false,
  count_praise integer NOT NULL DEFAULT 0,
  location text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);

CREATE INDEX comments_article ON comments (article_id, parent_id, created_at DESC);
