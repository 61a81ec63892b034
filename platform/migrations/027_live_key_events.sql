-- A live's reports the newsroom marks: key events (listed at the top of the live page and linkable) and
-- the one pinned report a live may have.
ALTER TABLE live_reports ADD COLUMN key_event boolean NOT NULL DEFAULT false;
ALTER TABLE live_reports ADD COLUMN pinned boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX live_reports_one_pinned ON live_reports (article_id) WHERE pinned;
