-- Hits of a subject (an address on one object, a member's tries) in fixed windows: the platform's limits
-- on what a client can repeat by choosing another device id (repo/rateLimits.ts).
CREATE TABLE rate_windows (
  subject text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (subject, window_start)
);
