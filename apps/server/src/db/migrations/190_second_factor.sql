-- Passkeys (WebAuthn) and a TOTP second factor for staff (issue 23 'Passkeys for staff'). Number
-- 190 belongs to this change.

-- A staff user's passkeys: the credential id (base64url) and COSE public key the authenticator
-- made, its signature counter, transports and a name the user gave it.
CREATE TABLE passkey_credentials (
  id             serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id  text NOT NULL UNIQUE,
  public_key     bytea NOT NULL,
  counter        bigint NOT NULL DEFAULT 0,
  transports     text[] NOT NULL DEFAULT '{}',
  name           text NOT NULL,
  device_type    text NOT NULL DEFAULT 'singleDevice',
  backed_up      boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL,
  last_used_at   timestamptz
);
CREATE INDEX passkey_credentials_user_idx ON passkey_credentials (user_id);

-- WebAuthn challenges kept on the server until used once or expired (5 minutes). `user_id` is
-- null for a passkey sign-in, where the user is not known until the answer names its credential.
CREATE TABLE webauthn_challenges (
  id          text PRIMARY KEY,
  user_id     integer REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'second-factor')),
  challenge   text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at);

-- One TOTP secret per user, encrypted (AES-256-GCM, key in server_secrets or SECOND_FACTOR_KEY);
-- usable once confirmed with a first code. `last_step` refuses a code used twice.
CREATE TABLE totp_secrets (
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_box    text NOT NULL,
  created_at    timestamptz NOT NULL,
  confirmed_at  timestamptz,
  last_step     bigint
);

-- Who must complete a second factor after the password beyond the finance roles under
-- FINANCE_SECOND_FACTOR=required (an administrator's choice per user; the demo seed sets one).
ALTER TABLE users ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false;

-- A session made by the password while a second factor is still owed: usable only for the
-- second-factor calls until a passkey or code completes it.
ALTER TABLE auth_tokens ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false;

-- The audit trail of sign-in security: every passkey and TOTP registration, use, failed use and
-- removal, with the client address.
CREATE TABLE security_events (
  id          serial PRIMARY KEY,
  user_id     integer REFERENCES users (id) ON DELETE SET NULL,
  kind        text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}',
  ip          text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX security_events_user_idx ON security_events (user_id, created_at);
