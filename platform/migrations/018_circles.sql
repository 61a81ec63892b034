-- 圈子: circles of readers with their notices and posts; 朋友圈: members' moments; and the media asset
-- service's uploads ({mam}), which become a post's pictures only when the post is stored.

CREATE TABLE circles (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  cover text NOT NULL DEFAULT '',
  member_count integer NOT NULL DEFAULT 0,
  post_count integer NOT NULL DEFAULT 0,
  count_share integer NOT NULL DEFAULT 0,
  -- 1 open, 0 closed (shown, no new posts)
  status smallint NOT NULL DEFAULT 1,
  lang text NOT NULL DEFAULT 'zh',
  created_at timestamptz NOT NULL
);

CREATE TABLE circle_notices (
  id integer PRIMARY KEY,
  circle_id integer NOT NULL REFERENCES circles (id),
  title text NOT NULL,
  content text NOT NULL,
  publish_time timestamptz NOT NULL
);

CREATE TABLE circle_posts (
  id serial PRIMARY KEY,
  site_id integer NOT NULL,
  circle_id integer NOT NULL REFERENCES circles (id),
  member_id integer REFERENCES members (id),
  content text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  publish_time timestamptz NOT NULL DEFAULT now(),
  praise_count integer NOT NULL DEFAULT 0,
  comment_count integer NOT NULL DEFAULT 0,
  -- 1 shown, 0 deleted
  status smallint NOT NULL DEFAULT 1,
  -- the client's key of one composition: a post sent twice (a retry, a double tap) is stored once
  request_key text,
  UNIQUE (member_id, request_key)
);

CREATE INDEX circle_posts_newest ON circle_posts (circle_id, status, publish_time DESC);

CREATE TABLE moments (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  content text NOT NULL,
  pics jsonb NOT NULL DEFAULT '[]',
  publish_time timestamptz NOT NULL,
  praise_count integer NOT NULL DEFAULT 0,
  -- [{name, content}]: the comments under a moment
  comments jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL DEFAULT 1
);

CREATE TABLE upload_tokens (
  token text PRIMARY KEY,
  site_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  expires_at timestamptz NOT NULL
);

CREATE TABLE media_assets (
  id serial PRIMARY KEY,
  site_id integer NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  mime text NOT NULL,
  ext text NOT NULL,
  bytes bytea NOT NULL,
  -- uploaded, then done (the client confirmed it); attached to a post when the post is stored
  done boolean NOT NULL DEFAULT false,
  post_id integer REFERENCES circle_posts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
