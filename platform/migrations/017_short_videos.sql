-- 短视频 ({mvod}): short videos in categories, each with its file (attach), counters and the readers'
-- events (a play and a like count once per reader).

CREATE TABLE mvod_categories (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  -- the publishing node a client lists from ("pub": published to every client)
  node_code text NOT NULL DEFAULT 'pub'
);

CREATE TABLE mvod_videos (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  category_id integer NOT NULL REFERENCES mvod_categories (id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  author text NOT NULL,
  avatar text NOT NULL DEFAULT '',
  cover text NOT NULL,
  url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  duration integer NOT NULL,
  publish_time timestamptz NOT NULL,
  -- 1 published, 0 withdrawn
  status smallint NOT NULL DEFAULT 1,
  forbid_share smallint NOT NULL DEFAULT 0,
  lang text NOT NULL DEFAULT 'zh',
  play_count integer NOT NULL DEFAULT 0,
  praise_count integer NOT NULL DEFAULT 0
);

CREATE INDEX mvod_videos_newest ON mvod_videos (site_id, status, publish_time DESC);

CREATE TABLE mvod_events (
  video_id integer NOT NULL REFERENCES mvod_videos (id),
  event_type smallint NOT NULL,
  reader text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, event_type, reader)
);
