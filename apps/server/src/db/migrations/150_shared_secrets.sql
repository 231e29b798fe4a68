-- Two or more server instances on one database behave as one (issue 15). Number 150 belongs to
-- this change.

-- Keys every instance must agree on, generated once by whichever instance starts first (INSERT
-- ... ON CONFLICT DO NOTHING, then read back): today the HMAC key of one-time codes (OTPs,
-- passphrases) when CODE_SECRET is not set, so a code sent by one instance verifies on another.
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
