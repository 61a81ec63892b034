-- A shop's authority to charge off vouchers: a token the newsroom issues for one shop of one site
-- (POST /editor/shopToken), sent as the x-shop-token header of activityVerify and activityVoucher.
CREATE TABLE shop_tokens (
  token text PRIMARY KEY,
  site_id integer NOT NULL,
  shop_site text NOT NULL,
  expires_at timestamptz NOT NULL
);
