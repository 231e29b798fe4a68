-- Field work that survives the field (issue 23): idempotent submits of the service call report,
-- the signing evidence (server times, the page each signature was captured on) and the signed
-- report PDF (its object key, the SHA-256 of the stored report as canonical JSON and of the PDF).
-- The customer's e-mail address of a ticket, where the report PDF is sent. Number 170 is this
-- area's only migration.

ALTER TABLE field_tickets
  ADD COLUMN customer_email text;

ALTER TABLE cso_reports
  -- Step 1 (POST /management/cso-data/): the client's Idempotency-Key and the SHA-256 of the
  -- request (fields + signature), so a retried submit answers the first response and a different
  -- body under the same key is refused.
  ADD COLUMN idempotency_key           text,
  ADD COLUMN request_sha256            text,
  -- Step 2 (PUT /management/cso-data/{id}/), the same for the customer's feedback.
  ADD COLUMN feedback_idempotency_key  text,
  ADD COLUMN feedback_request_sha256   text,
  -- The page (portal path and step) each signature was captured on; signing times are the
  -- server's created_at (engineer) and feedback_at (customer).
  ADD COLUMN engineer_signature_page   text,
  ADD COLUMN customer_signature_page   text,
  -- The report PDF once the report is complete.
  ADD COLUMN report_sha256             text,
  ADD COLUMN pdf_key                   text,
  ADD COLUMN pdf_sha256                text,
  ADD COLUMN pdf_created_at            timestamptz,
  ADD COLUMN pdf_emailed_at            timestamptz;

CREATE UNIQUE INDEX cso_reports_idempotency_idx
  ON cso_reports (ticket_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
