-- Taking part (platform/API.md "Taking part", "Login"): likes counted once per reader, favourites, topic
-- subscriptions, reports, uploaded comment pictures, and the phone login's codes.

-- One row per (thing, reader): the unique key is what makes a like count exactly once under concurrency.
-- reader is 'm:<member id>' for a member, 'd:<device id>' for an anonymous reader.
CREATE TABLE praises (
  target_kind text NOT NULL CHECK (target_kind IN ('article', 'comment')),
  target_id integer NOT NULL,
  reader text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target_kind, target_id, reader)
);

CREATE TABLE favourites (
  member_id integer NOT NULL REFERENCES members (id),
  article_id integer NOT NULL REFERENCES articles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, article_id)
);

-- a topic is a special topic (an article of type 3)
CREATE TABLE topic_subscriptions (
  member_id integer NOT NULL REFERENCES members (id),
  topic_id integer NOT NULL REFERENCES articles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, topic_id)
);

ALTER TABLE articles ADD COLUMN count_fav integer NOT NULL DEFAULT 0;
ALTER TABLE articles ADD COLUMN count_subscribe integer NOT NULL DEFAULT 0;

CREATE TABLE comment_reports (
  comment_id integer NOT NULL REFERENCES comments (id),
  reader text NOT NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, reader)
);

-- Comment pictures live in the database, so both stores keep them across restarts.
CREATE TABLE uploads (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  name text NOT NULL,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Image verify codes (answer kept until used or expired) and the SMS codes sent to phones.
CREATE TABLE image_codes (
  key text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at DESC);
CREATE INDEX comments_root ON comments (root_id, created_at);
