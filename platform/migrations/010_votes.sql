-- Voting activities (activityVote, voteItemDetail, activityVoteWeb): the vote with its rule, its themes and
-- options with their counts, each ballot, and the tallies that hold a voter to the rule's limits. A ballot
-- is accepted only when every tally it raises stays within its limit, in one transaction.

CREATE TABLE votes (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  head_image text NOT NULL DEFAULT '',
  begin_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  rule jsonb NOT NULL DEFAULT '{}',
  published boolean NOT NULL DEFAULT true
);

CREATE TABLE vote_themes (
  id integer PRIMARY KEY,
  vote_id integer NOT NULL REFERENCES votes (id),
  position integer NOT NULL,
  title text NOT NULL
);

CREATE TABLE vote_options (
  id integer PRIMARY KEY,
  vote_id integer NOT NULL REFERENCES votes (id),
  theme_id integer NOT NULL REFERENCES vote_themes (id),
  number integer NOT NULL,
  name text NOT NULL,
  pic text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  count integer NOT NULL DEFAULT 0,
  views integer NOT NULL DEFAULT 0,
  UNIQUE (vote_id, number)
);

CREATE TABLE vote_ballots (
  id serial PRIMARY KEY,
  vote_id integer NOT NULL REFERENCES votes (id),
  option_id integer NOT NULL REFERENCES vote_options (id),
  voter text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX vote_ballots_voter ON vote_ballots (vote_id, voter);

-- how many ballots a voter cast within a scope ("total", "day:2026-11-26", "option:7:day:2026-11-26")
CREATE TABLE vote_tallies (
  vote_id integer NOT NULL,
  voter text NOT NULL,
  scope text NOT NULL,
  used integer NOT NULL,
  PRIMARY KEY (vote_id, voter, scope)
);

-- ciphertexts already accepted: a replayed vote is refused
CREATE TABLE vote_texts_seen (
  digest text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
