-- Identity and onboarding: partner companies (sign-up, passphrase login), referral names,
-- one-time codes (registration OTPs, login passphrases), password reset tokens, the temporary
-- partner registration, client users and account deletion requests.
-- Spec: access §2, §3, §4, §7. Times are written by the server's clock (tests move it).

-- A partner's company (sign-up: company_name, company_email; registration: whatsapp_number).
CREATE TABLE partner_companies (
  user_id          integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name     text NOT NULL,
  company_email    text NOT NULL CHECK (company_email = lower(company_email)),
  -- 10 digits, unique so a number names one company (partner login by WhatsApp).
  whatsapp_number  text UNIQUE CHECK (whatsapp_number ~ '^[0-9]{10}$'),
  country_code     text NOT NULL DEFAULT '+91',
  referred_by      text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_companies_company_email_idx ON partner_companies (company_email);

-- The names offered by 'Who referred you?' (GET /partner/referred-by-listing/).
CREATE TABLE referral_names (
  name        text PRIMARY KEY,
  sort_order  integer NOT NULL DEFAULT 0
);

-- One-time codes: only an HMAC of the code is stored.
CREATE TABLE one_time_codes (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose         text NOT NULL CHECK (purpose IN ('otp', 'passphrase')),
  -- 'email:<address>', 'phone:<digits>' or 'whatsapp:<digits>'.
  identifier      text NOT NULL,
  code_hash       text NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  consumed_at     timestamptz,
  invalidated_at  timestamptz,
  verified_at     timestamptz
);
CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (purpose, identifier, created_at DESC);

-- Password reset tokens: only the SHA-256 of the token is stored; single use.
CREATE TABLE password_reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id, created_at DESC);

-- The partner registration wizard (temp-partner-add / temp-partner-edit). The public id is a
-- random uuid so that one registration cannot be read or edited by guessing another's id.
CREATE TABLE temp_partners (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id         uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  company_name      text NOT NULL,
  company_email     text NOT NULL,
  company_phone     text NOT NULL,
  full_name         text NOT NULL,
  email             text NOT NULL,
  phone             text NOT NULL,
  whatsapp_number   text NOT NULL,
  country_code      text NOT NULL,
  location          text,
  country_name      text,
  district          text,
  state_name        text,
  city_name         text,
  pin_code          text,
  digipin           text,
  address_proof_key text,
  pan               text,
  pan_scan_key      text,
  aadhaar_number    text,
  aadhaar_file_key  text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  completed_at      timestamptz
);

CREATE TABLE temp_partner_images (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  temp_partner_id  integer NOT NULL REFERENCES temp_partners (id) ON DELETE CASCADE,
  image_key        text NOT NULL,
  content_type     text NOT NULL,
  created_at       timestamptz NOT NULL
);

-- Client staff created by client sign-up (POST /finance/client-users-create/).
CREATE TABLE client_user_profiles (
  user_id      integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  client_name  text NOT NULL,
  designation  text NOT NULL
);

-- Account deletion requests (POST /partner/account-deletion-request/); staff process them.
CREATE TABLE account_deletion_requests (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at  timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'done', 'rejected'))
);
CREATE UNIQUE INDEX account_deletion_requests_open_idx ON account_deletion_requests (user_id) WHERE status = 'requested';
