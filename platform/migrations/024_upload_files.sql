-- Uploads get an unguessable name for their address, their size and whether they were posted; their bytes
-- move to files in the platform's uploads folder (pictureFiles.ts), so a large upload never holds up the
-- database. Rows from before keep their bytes, their address (the name is their old id) and are posted.
ALTER TABLE uploads ADD COLUMN file_key text;
ALTER TABLE uploads ADD COLUMN ext text;
ALTER TABLE uploads ADD COLUMN size integer NOT NULL DEFAULT 0;
ALTER TABLE uploads ADD COLUMN posted boolean NOT NULL DEFAULT false;
ALTER TABLE uploads ALTER COLUMN bytes DROP NOT NULL;
UPDATE uploads SET file_key = id::text, posted = true, size = length(bytes),
  ext = CASE mime WHEN 'image/png' THEN 'png' WHEN 'image/gif' THEN 'gif' WHEN 'image/bmp' THEN 'bmp' ELSE 'jpg' END;
ALTER TABLE uploads ALTER COLUMN file_key SET NOT NULL;
ALTER TABLE uploads ALTER COLUMN ext SET NOT NULL;
CREATE UNIQUE INDEX uploads_file_key ON uploads (file_key);
CREATE INDEX uploads_member_created ON uploads (member_id, created_at);

ALTER TABLE media_assets ADD COLUMN file_key text;
ALTER TABLE media_assets ADD COLUMN size integer NOT NULL DEFAULT 0;
ALTER TABLE media_assets ALTER COLUMN bytes DROP NOT NULL;
UPDATE media_assets SET file_key = id::text, size = length(bytes);
ALTER TABLE media_assets ALTER COLUMN file_key SET NOT NULL;
CREATE UNIQUE INDEX media_assets_file_key ON media_assets (file_key);
