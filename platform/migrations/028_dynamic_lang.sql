-- A dynamic's language (as an article's): the language its page says it is in.
ALTER TABLE dynamics ADD COLUMN lang text NOT NULL DEFAULT 'zh';
