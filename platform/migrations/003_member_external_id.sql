-- Members who came through a third-party login are found again by provider and open id.
ALTER TABLE members ADD COLUMN external_id text UNIQUE;
