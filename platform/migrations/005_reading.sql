-- Reading screens beyond the feed: tags, media-account categories, the paper edition, products and notices.

CREATE TABLE tags (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  UNIQUE (site_id, name)
);

CREATE TABLE xy_categories (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE xy_category_accounts (
  category_id integer NOT NULL REFERENCES xy_categories (id),
  account_id integer NOT NULL REFERENCES xy_accounts (id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, account_id)
);

CREATE TABLE papers (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL
);

-- One page (layout) of one day's edition; pic is the page's picture, width/height its pixel size.
CREATE TABLE paper_layouts (
  id serial PRIMARY KEY,
  paper_id integer NOT NULL REFERENCES papers (id),
  edition date NOT NULL,
  layout text NOT NULL,
  name text NOT NULL,
  pic text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  UNIQUE (paper_id, edition, layout)
);

-- An article printed on a layout; mapping is its area on the page picture as fractions [x, y, w, h].
CREATE TABLE paper_articles (
  layout_id integer NOT NULL REFERENCES paper_layouts (id),
  article_id integer NOT NULL REFERENCES articles (id),
  mapping jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (layout_id, article_id)
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  name text NOT NULL,
  summary text NOT NULL DEFAULT '',
  pic text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  link_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE notices (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  publish_time timestamptz NOT NULL
);
