-- Shares of an activity (share object type 4), counted like an article's.

ALTER TABLE activities ADD COLUMN count_share integer NOT NULL DEFAULT 0;
