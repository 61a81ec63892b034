-- Advertising ({adv}): ads by position, and their impression and click counts.
CREATE TABLE ads (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  -- 'article' (under an article), 'column' (in a column's feed), 'single' (a placement by code)
  position text NOT NULL,
  -- a column's ads (NULL: every column / every article)
  column_id integer REFERENCES columns (id),
  code text NOT NULL DEFAULT '',
  title text NOT NULL,
  pic text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  link_url text NOT NULL DEFAULT '',
  -- where a column ad goes in the feed (after this many articles)
  feed_index integer NOT NULL DEFAULT 5,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  impressions integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0
);

CREATE INDEX ads_position ON ads (site_id, position);
