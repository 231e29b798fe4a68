-- Partner records (issue 14, Partner Management and Finance Central's KYC verification): the
-- registered partners (network_partners) gain their user account, their registration (the
-- wizard's temp_partners row), company, contact, coverage district, rating, bank details and KYC
-- (PAN, Aadhaar, scanned files) with its status and every decision in an append-only history.
-- Spec: access §1 ('partner records, profiles, tickets, payments'; 'KYC verification'), §5 (PAN,
-- Aadhaar formats), §6 (partner lands on /detail/{uuid}), operations §2 (records, detail,
-- registered-partners, rejected, qc/rejected, finance, kyc-verify, account-options), §7
-- (task count, IFSC lookup). Columns the spec does not name are the reference server's choice.

ALTER TABLE network_partners
  -- The partner's own sign-in account (role partner); /detail/{uuid} of that user resolves here.
  ADD COLUMN user_id           integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  -- The registration the record came from (the wizard's answers and scan keys).
  ADD COLUMN temp_partner_id   integer UNIQUE REFERENCES temp_partners (id) ON DELETE SET NULL,
  ADD COLUMN contact_name      text NOT NULL DEFAULT '',
  ADD COLUMN district          text NOT NULL DEFAULT '',
  ADD COLUMN address           text NOT NULL DEFAULT '',
  -- Average customer rating 1.0-5.0, null until rated.
  ADD COLUMN rating            numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
  -- KYC: numbers as typed (upper-cased PAN, 12 Aadhaar digits); only verifiers read them whole.
  ADD COLUMN pan               text CHECK (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  ADD COLUMN aadhaar_number    text CHECK (aadhaar_number ~ '^[2-9][0-9]{11}$'),
  ADD COLUMN pan_scan_key      text,
  ADD COLUMN aadhaar_file_key  text,
  ADD COLUMN kyc_status        text NOT NULL DEFAULT 'pending' CHECK (kyc_status IN ('pending', 'verified', 'rejected')),
  -- When the KYC documents were complete (the record joins the verification queue).
  ADD COLUMN kyc_submitted_at  timestamptz,
  -- The last decision: the rejection reason, who and when.
  ADD COLUMN kyc_reason        text,
  ADD COLUMN kyc_decided_by    integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN kyc_decided_at    timestamptz,
  -- Bank account for payments: IFSC is 4 letters, 0, 6 letters or digits.
  ADD COLUMN bank_account_name   text,
  ADD COLUMN bank_account_number text CHECK (bank_account_number ~ '^[0-9]{9,18}$'),
  ADD COLUMN bank_ifsc           text CHECK (bank_ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$');

CREATE INDEX network_partners_kyc_idx ON network_partners (kyc_status, kyc_submitted_at);

-- Every KYC decision (approve or reject), append-only: who, when, and the reason of a rejection.
CREATE TABLE partner_kyc_decisions (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  partner_id   integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE,
  decision     text NOT NULL CHECK (decision IN ('verified', 'rejected')),
  reason       text,
  decided_by   integer REFERENCES users (id) ON DELETE SET NULL,
  decided_by_name text NOT NULL,
  decided_at   timestamptz NOT NULL,
  CHECK (decision = 'verified' OR reason IS NOT NULL)
);
CREATE INDEX partner_kyc_decisions_partner_idx ON partner_kyc_decisions (partner_id, decided_at DESC);

-- A partner employee's employer (partner_employee users see their partner's tickets).
CREATE TABLE partner_employees (
  user_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  partner_id  integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE
);

-- Bank branches by IFSC, for the bank details' lookup (operations §7 'Other': "An external bank
-- IFSC lookup by code is available in the shared helper"; the reference server answers from this
-- small table instead of calling out).
CREATE TABLE ifsc_branches (
  ifsc    text PRIMARY KEY CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  bank    text NOT NULL,
  branch  text NOT NULL,
  city    text NOT NULL,
  state   text NOT NULL
);

-- The assigned partner's answer to a ticket: accepted (with when) before the visit; a decline
-- returns the ticket to dispatch (status new, no partner) and is kept in ticket_events.
ALTER TABLE field_tickets
  ADD COLUMN partner_accepted_at timestamptz;
