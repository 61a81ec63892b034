-- Points and invite codes (integralShop, invite, shareinvite, invitedToDownload, getUserInfo).
-- A member's points are their score records; each record is taken from a per-member, per-rule, per-day
-- counter that stops at the rule's daily limit, in the same statement, so concurrent awards stay exact.
-- An invite code belongs to one member; a member uses one code once (the use is keyed by the invitee).

CREATE TABLE score_days (
  member_id integer NOT NULL REFERENCES members (id),
  rule text NOT NULL,
  day date NOT NULL,
  awards integer NOT NULL,
  PRIMARY KEY (member_id, rule, day)
);

CREATE TABLE score_records (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  rule text NOT NULL,
  object_id text NOT NULL DEFAULT '',
  score integer NOT NULL,
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX score_records_member ON score_records (member_id, created_at DESC, id DESC);
-- a rule that pays once per object a day (reading an article) cannot pay twice for it
CREATE UNIQUE INDEX score_records_object ON score_records (member_id, rule, day, object_id) WHERE object_id <> '';

CREATE TABLE invite_codes (
  member_id integer PRIMARY KEY REFERENCES members (id),
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invite_uses (
  invitee_id integer PRIMARY KEY REFERENCES members (id),
  inviter_id integer NOT NULL REFERENCES members (id),
  code text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invite_uses_inviter ON invite_uses (inviter_id, used_at DESC);
