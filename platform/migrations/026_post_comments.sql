-- A circle post's comments (members') and the readers who liked it (a member, else a device: once each).

CREATE TABLE post_comments (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES circle_posts (id),
  member_id integer NOT NULL REFERENCES members (id),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the client's key of one composition: a comment sent twice (a retry, a double tap) is stored once
  request_key text,
  UNIQUE (member_id, request_key)
);

CREATE INDEX post_comments_newest ON post_comments (post_id, created_at DESC, id DESC);

CREATE TABLE post_likes (
  post_id integer NOT NULL REFERENCES circle_posts (id),
  reader text NOT NULL,
  PRIMARY KEY (post_id, reader)
);
