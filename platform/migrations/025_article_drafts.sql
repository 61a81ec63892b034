-- The ids of articles the newsroom starts (POST /editor/draft), far above the seeded paper's.
CREATE SEQUENCE article_draft_ids START 900001;
