-- App auth (authinfo → auth → signed calls) and the tokens of the token mode.

CREATE TABLE app_clients (
  app_key text PRIMARY KEY,
  site_id integer NOT NULL,
  app_secret text NOT NULL
);

CREATE TABLE auth_tokens (
  token text PRIMARY KEY,
  app_key text NOT NULL REFERENCES app_clients (app_key),
  site_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE security_tokens (
  token text PRIMARY KEY,
  kind text NOT NULL,
  site_id integer NOT NULL,
  device text NOT NULL DEFAULT '',
  member_id integer REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX security_tokens_expiry ON security_tokens (expires_at);

-- signatures already used, kept for the time window: a replayed request is refused
CREATE TABLE used_signatures (
  sign text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
