-- Users and sign-in tokens. Spec: access §3 (login response, logged-in user info), §6 (roles), §7.
-- Partners and companies get their own tables in later migrations and point at users(id).

CREATE TABLE users (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid          uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email         text NOT NULL,
  password_hash text NOT NULL,
  full_name     text NOT NULL DEFAULT '',
  phone         text NOT NULL DEFAULT '',
  -- One of the 21 roles (packages/api/src/roles.ts); checked in code so the list exists once.
  user_role     text NOT NULL,
  ticket_role   text NOT NULL,
  -- Extra roles; any entry sends the user through /interstitial (access §4).
  all_roles     text[] NOT NULL DEFAULT '{}',
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_lower CHECK (email = lower(email))
);

CREATE UNIQUE INDEX users_email_key ON users (email);

-- Only the SHA-256 of a token is stored; the raw token exists only in the client.
CREATE TABLE auth_tokens (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);

CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id);
CREATE INDEX auth_tokens_expires_at_idx ON auth_tokens (expires_at);
