-- Wrong passwords of the password login, per account and per device, for its attempt limit: an attempt is
-- written before it is checked, so concurrent guesses count too; a good login clears its account's.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_subject ON login_failures (subject, failed_at);
