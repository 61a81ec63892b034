-- 领导 and 人物: leaders by region (the leader view), figures with their resume, and the articles that
-- report on each (报道集).

CREATE TABLE regions (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE figures (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  -- the region of a leader; null for a figure outside the leader view
  region_id integer REFERENCES regions (id),
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  avatar text NOT NULL DEFAULT '',
  resume text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  -- 1 shown, 0 withdrawn
  status smallint NOT NULL DEFAULT 1,
  lang text NOT NULL DEFAULT 'zh'
);

CREATE TABLE figure_articles (
  figure_id integer NOT NULL REFERENCES figures (id),
  article_id integer NOT NULL REFERENCES articles (id),
  PRIMARY KEY (figure_id, article_id)
);
