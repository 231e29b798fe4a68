-- Idempotent submits of the public field forms (issue 23, beyond the spec): the unstructured data
-- form, the satisfaction survey and the questionnaires (interactive and profiling) accept an
-- Idempotency-Key header; the first answer is kept here so a retried submit (an offline queue
-- sending again) answers it again instead of storing a second record, and another body under the
-- same key is refused (422). The service call report keeps its keys on its own rows (170).
-- Number 200 is this change's only migration.

CREATE TABLE idempotent_submits (
  -- Which call the key belongs to (e.g. 'csat-response'): a key is only ever compared in its call.
  scope           text        NOT NULL,
  idempotency_key text        NOT NULL,
  -- SHA-256 of the request as canonical JSON (the caller's identity included where there is one).
  request_sha256  text        NOT NULL,
  -- The first answer (null while the first request is still being handled).
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, idempotency_key)
);
