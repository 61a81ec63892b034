-- Activities readers sign up for (activityDetail, activityApply, signupdetail): the activity, its entries
-- and the readers' registrations. taken counts the registrations, so a full activity is refused in the
-- same row update that takes a place.

CREATE TABLE activities (
  id integer PRIMARY KEY,
  site_id integer NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  pic text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  organizer text NOT NULL DEFAULT '',
  signup_start timestamptz NOT NULL,
  signup_end timestamptz NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  places integer NOT NULL DEFAULT 0,
  taken integer NOT NULL DEFAULT 0,
  fields jsonb NOT NULL DEFAULT '[]',
  closed boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT true,
  CHECK (places = 0 OR taken <= places)
);

CREATE TABLE activity_entries (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id),
  position integer NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  pic text NOT NULL DEFAULT ''
);

CREATE INDEX activity_entries_order ON activity_entries (activity_id, position);

CREATE TABLE activity_registrations (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id),
  member_id integer NOT NULL REFERENCES members (id),
  answers jsonb NOT NULL DEFAULT '{}',
  regist_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (activity_id, member_id)
);
