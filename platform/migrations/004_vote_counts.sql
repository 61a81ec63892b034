-- Vote counts of voting activities (the record-vote-count call).
CREATE TABLE vote_counts (
  vote_id integer NOT NULL,
  option_id integer NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (vote_id, option_id)
);

CREATE TABLE vote_records (
  vote_id integer NOT NULL,
  option_id integer NOT NULL,
  voter text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vote_id, option_id, voter)
);
