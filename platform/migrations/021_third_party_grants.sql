-- Third-party identities the platform itself handed out (getWxUserInfo): a third-party login is accepted only
-- for one of these, for its site, within minutes of the exchange, once (routes/members.ts).
CREATE TABLE third_party_grants (
  id serial PRIMARY KEY,
  site_id integer NOT NULL,
  provider text NOT NULL,
  oid text NOT NULL,
  unionid text NOT NULL,
  nickname text NOT NULL,
  head text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX third_party_grants_identity ON third_party_grants (site_id, provider, oid);

-- A third-party member belongs to one site: the same WeChat user on another site is another member.
UPDATE members SET external_id = site_id || ':' || external_id WHERE external_id IS NOT NULL;
