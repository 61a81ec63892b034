-- Vouchers of activities (writeOff): what a registration entitles to, at which shops, until when (or a
-- third party's verify address instead), and each registration's redemption: one, by its code's key.

CREATE TABLE activity_vouchers (
  activity_id integer PRIMARY KEY REFERENCES activities (id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  shops jsonb NOT NULL DEFAULT '[]',
  valid_until timestamptz NOT NULL,
  verify_url text NOT NULL DEFAULT ''
);

CREATE TABLE voucher_redemptions (
  regist_code text PRIMARY KEY REFERENCES activity_registrations (regist_code),
  shop_site text NOT NULL,
  redeemed_at timestamptz NOT NULL DEFAULT now()
);
