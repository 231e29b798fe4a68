-- Accounts payable and client invoices of Finance Central (issue 14). Spec: access §1 ('KYC
-- verification, invoices, payables'), operations §2 'Finance menu' (/payables, /paid-invoices,
-- /finance-dashboard, /invoice-list, /client-invoices), §6 guards. Columns are "not shown" in the
-- spec: the reference server's choice. Money in rupees with paise (numeric(12,2)).

-- A partner invoice (an approved invoice request with invoice_status 'created') is payable until
-- it is paid. invoiced_at is when its number was assigned; due_date when payment falls due.
-- One payment settles one invoice; a bank transfer (UTR) may settle several, so the reference is
-- not unique.
ALTER TABLE invoice_requests
  ADD COLUMN invoiced_at        timestamptz,
  ADD COLUMN due_date           date,
  ADD COLUMN paid_at            timestamptz,
  ADD COLUMN payment_date       date,
  ADD COLUMN payment_reference  text,
  ADD COLUMN paid_by            integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT invoice_requests_payment_complete CHECK (
    (paid_at IS NULL AND payment_date IS NULL AND payment_reference IS NULL)
    OR (paid_at IS NOT NULL AND payment_date IS NOT NULL AND payment_reference IS NOT NULL
        AND invoice_status = 'created')
  );
CREATE INDEX invoice_requests_payable_idx ON invoice_requests (partner_id, due_date)
  WHERE status = 'approved' AND invoice_status = 'created' AND paid_at IS NULL;
CREATE INDEX invoice_requests_paid_idx ON invoice_requests (paid_at) WHERE paid_at IS NOT NULL;

-- The network partner a payable_partner_user account belongs to: /invoice-list shows that
-- partner's invoices only.
CREATE TABLE payable_partner_users (
  user_id     integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  partner_id  integer NOT NULL REFERENCES network_partners (id) ON DELETE CASCADE
);
CREATE INDEX payable_partner_users_partner_idx ON payable_partner_users (partner_id);

-- Invoices raised on a client company for a project and a billing month (/client-invoices). A
-- client_invoicer sees their company's (client_user_profiles.client_name). 'overdue' is not
-- stored: an issued invoice past due_at is answered as overdue.
CREATE TABLE client_invoices (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_number  text NOT NULL UNIQUE,
  client_name     text NOT NULL,
  project_id      integer NOT NULL REFERENCES projects (id),
  period          date NOT NULL CHECK (extract(day FROM period) = 1),
  amount          numeric(12, 2) NOT NULL CHECK (amount >= 0),
  gst_rate        numeric(5, 2) NOT NULL DEFAULT 18 CHECK (gst_rate >= 0 AND gst_rate <= 28),
  gst_amount      numeric(12, 2) NOT NULL CHECK (gst_amount >= 0),
  total_amount    numeric(12, 2) NOT NULL CHECK (total_amount = amount + gst_amount),
  status          text NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'paid')),
  issued_at       date NOT NULL,
  due_at          date NOT NULL CHECK (due_at >= issued_at),
  paid_at         date,
  file_key        text,
  CONSTRAINT client_invoices_paid CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX client_invoices_client_idx ON client_invoices (client_name, issued_at DESC);
