-- When an article was last changed by the newsroom (null: never since it was published): sitemaps give it
-- as lastmod.

ALTER TABLE articles ADD COLUMN updated_at timestamptz;
