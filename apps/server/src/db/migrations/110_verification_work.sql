-- The work queues of the verification and audit roles on the ticket model of migration 050, and the
-- rate cards and partner plans (issue 14, 'Verification and audit roles'; access §3/§4 'rateId and
-- partnerPlans'; operations §2 kci-tasks, audit-documents, verify-schedule, raw-address, rate-cards,
-- rate/{rateId}, partner-plans). The spec names the routes only: tables and columns are the
-- reference server's choice. Numbers 110-119 belong to this area.

-- KCI (key customer information) checklists on tickets: one checklist per ticket and template, its
-- items answered pass, fail or n.a. with a remark (required for a failed item).
CREATE TABLE kci_checklists (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id     text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  template_name text NOT NULL,
  -- The kci user who owns the checklist; coordinators and admins see every checklist.
  assignee_id   integer REFERENCES users (id) ON DELETE SET NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  -- passed when no item failed.
  result        text CHECK (result IN ('passed', 'failed')),
  due_at        timestamptz,
  completed_by  integer REFERENCES users (id) ON DELETE SET NULL,
  completed_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ticket_id, template_name)
);
CREATE INDEX kci_checklists_assignee_idx ON kci_checklists (assignee_id, status);

CREATE TABLE kci_checklist_items (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  checklist_id integer NOT NULL REFERENCES kci_checklists (id) ON DELETE CASCADE,
  position     integer NOT NULL,
  label        text NOT NULL,
  answer       text CHECK (answer IN ('pass', 'fail', 'na')),
  remark       text,
  UNIQUE (checklist_id, position)
);

-- Documents attached to tickets for audit (service call report, invoice copy, site photos...),
-- kept in object storage under the ticket's folder; an auditor accepts or rejects each.
CREATE TABLE audit_documents (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id    text NOT NULL REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  kind         text NOT NULL
    CHECK (kind IN ('service_call_report', 'invoice_copy', 'site_photo', 'customer_id', 'delivery_challan')),
  file_name    text NOT NULL,
  storage_key  text NOT NULL UNIQUE,
  -- The auditor who owns the review; other project staff see every document.
  auditor_id   integer REFERENCES users (id) ON DELETE SET NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
  reason       text,
  reviewed_by  integer REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at  timestamptz,
  uploaded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_documents_auditor_idx ON audit_documents (auditor_id, status);

-- Completed visits to verify with the customer: scheduled as a call or a visit, then the outcome.
CREATE TABLE verification_schedules (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id     text NOT NULL UNIQUE REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  -- The verify_scheduler who owns the verification.
  scheduler_id  integer REFERENCES users (id) ON DELETE SET NULL,
  status        text NOT NULL DEFAULT 'to_schedule'
    CHECK (status IN ('to_schedule', 'scheduled', 'verified', 'discrepancy')),
  channel       text CHECK (channel IN ('call', 'visit')),
  scheduled_at  timestamptz,
  assignee_name text,
  outcome_note  text,
  recorded_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_schedules_owner_idx ON verification_schedules (scheduler_id, status);

-- Tickets whose raw customer address did not resolve to a pincode and district: the customer
-- connect queue. Resolving writes the ticket's pincode, district and state.
CREATE TABLE raw_addresses (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id    text NOT NULL UNIQUE REFERENCES field_tickets (ticket_id) ON DELETE CASCADE,
  raw_address  text NOT NULL,
  -- Why the import could not place it (no pincode, unknown pincode, ambiguous locality).
  reason       text NOT NULL,
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'resolved')),
  resolved_by  integer REFERENCES users (id) ON DELETE SET NULL,
  resolved_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX raw_addresses_status_idx ON raw_addresses (status, created_at);

-- Rate cards: what a partner is paid per SOW subtype in a region (a state, or a zone of states),
-- from an effective date; each card has lines (base visit, per-km travel, parts handling...).
CREATE TABLE rate_cards (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code           text NOT NULL UNIQUE,
  sowsubtype     text NOT NULL,
  region         text NOT NULL,
  region_kind    text NOT NULL CHECK (region_kind IN ('state', 'zone')),
  currency       text NOT NULL DEFAULT 'INR',
  effective_from date NOT NULL,
  effective_to   date,
  status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'expired')),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_card_lines (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rate_card_id integer NOT NULL REFERENCES rate_cards (id) ON DELETE CASCADE,
  position     integer NOT NULL,
  label        text NOT NULL,
  unit         text NOT NULL CHECK (unit IN ('per_visit', 'per_km', 'per_unit', 'per_hour')),
  -- Amount in paise (INR x 100), so sums stay exact.
  amount_paise integer NOT NULL CHECK (amount_paise >= 0),
  UNIQUE (rate_card_id, position)
);

-- Partner plans: the tiers a partner can join, what each includes and its commission.
CREATE TABLE partner_plans (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code               text NOT NULL UNIQUE,
  name               text NOT NULL,
  position           integer NOT NULL,
  monthly_fee_paise  integer NOT NULL CHECK (monthly_fee_paise >= 0),
  -- Share of each rate card amount the platform keeps, in basis points (1250 = 12.5 %).
  commission_bps     integer NOT NULL CHECK (commission_bps BETWEEN 0 AND 10000),
  features           text[] NOT NULL DEFAULT '{}'
);
